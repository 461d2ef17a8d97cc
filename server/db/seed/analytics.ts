import type { Database } from 'better-sqlite3';
import { DEMO_DEEP_LINK, DEMO_VISUAL_CONFIG } from './analytics-data';

export function seedAnalytics(db: Database): void {
  db.prepare('INSERT INTO visual_configs (app_id, version, config) VALUES (?, ?, ?)').run(
    DEMO_VISUAL_CONFIG.appId,
    DEMO_VISUAL_CONFIG.version,
    JSON.stringify(DEMO_VISUAL_CONFIG.config),
  );
  db.prepare('INSERT INTO deep_links (key, project, answer) VALUES (?, ?, ?)').run(
    DEMO_DEEP_LINK.key,
    DEMO_DEEP_LINK.project,
    JSON.stringify(DEMO_DEEP_LINK.answer),
  );
}
