import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export interface VisualConfig {
  version: string;
  config: Record<string, unknown>;
}

/** Stored under this app id, a config answers every page host. */
export const ANY_APP_ID = '*';

function hostnameOf(appId: string): string {
  // app_id is the page host; it may carry a port (127.0.0.1:5173) or not.
  return appId.replace(/:\d+$/, '');
}

export function findVisualConfig(db: Database, appId: string): VisualConfig | undefined {
  const row = db
    .prepare(
      `SELECT version, config FROM visual_configs WHERE app_id IN (?, ?, ?)
       ORDER BY CASE app_id WHEN ? THEN 0 WHEN ? THEN 1 ELSE 2 END LIMIT 1`,
    )
    .get(appId, hostnameOf(appId), ANY_APP_ID, appId, hostnameOf(appId)) as
    { version: string; config: string } | undefined;
  if (!row) return undefined;
  return { version: row.version, config: JSON.parse(row.config) as Record<string, unknown> };
}

/**
 * Replaces every config with this one (or none for null). Its `app_id` field picks the
 * page host, absent means any host; an absent `version` is derived from the content so
 * that a changed config is a new version.
 */
export function replaceVisualConfig(db: Database, config: Record<string, unknown> | null): void {
  db.transaction(() => {
    db.exec('DELETE FROM visual_configs');
    if (config === null) return;
    const appId = typeof config.app_id === 'string' && config.app_id ? config.app_id : ANY_APP_ID;
    const version =
      typeof config.version === 'string' && config.version
        ? config.version
        : createHash('sha1').update(JSON.stringify(config)).digest('hex').slice(0, 12);
    db.prepare('INSERT INTO visual_configs (app_id, version, config) VALUES (?, ?, ?)').run(
      appId,
      version,
      JSON.stringify(config),
    );
  })();
}
