import type { Database } from 'better-sqlite3';
import type {
  AppRelease,
  Article,
  RuleDetail,
  RuleSummary,
} from '../../src/shared/contracts/rules-articles';

const SUMMARY_COLUMNS = 'id, title, category, summary, updated_at AS updatedAt';

export function listRules(db: Database): RuleSummary[] {
  return db
    .prepare(`SELECT ${SUMMARY_COLUMNS} FROM rules ORDER BY sort_order, id`)
    .all() as RuleSummary[];
}

export function findRule(db: Database, id: number): RuleDetail | undefined {
  return db.prepare(`SELECT ${SUMMARY_COLUMNS}, content FROM rules WHERE id = ?`).get(id) as
    RuleDetail | undefined;
}

export function findHomeNotice(db: Database): RuleDetail | undefined {
  return db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS}, content FROM rules WHERE is_home_notice = 1 ORDER BY id LIMIT 1`,
    )
    .get() as RuleDetail | undefined;
}

/** The catalogue's version: changes whenever any rule does. */
export function rulesVersion(db: Database): string {
  const latest = db.prepare('SELECT MAX(updated_at) FROM rules').pluck().get();
  return String(latest ?? 0);
}

/** An article at `version` (the latest when absent), with every version's note, newest first. */
export function findArticle(db: Database, id: number, version?: number): Article | undefined {
  const head = db.prepare('SELECT id, title, author FROM articles WHERE id = ?').get(id) as
    { id: number; title: string; author: string } | undefined;
  if (!head) return undefined;
  const versions = db
    .prepare(
      `SELECT version, published_at AS publishedAt, change_note AS changeNote
       FROM article_versions WHERE article_id = ? ORDER BY version DESC`,
    )
    .all(id) as Article['versions'];
  const wanted = version ?? versions[0]?.version;
  const body = db
    .prepare(
      `SELECT version, content, published_at AS publishedAt
       FROM article_versions WHERE article_id = ? AND version = ?`,
    )
    .get(id, wanted) as { version: number; content: string; publishedAt: number } | undefined;
  if (!body) return undefined;
  return { ...head, ...body, versions };
}

export function appReleases(db: Database): {
  ios: AppRelease | undefined;
  android: AppRelease | undefined;
} {
  const rows = db
    .prepare(
      `SELECT platform, version, download_url AS downloadUrl, size_bytes AS sizeBytes,
         release_notes AS releaseNotes, published_at AS publishedAt FROM app_releases`,
    )
    .all() as Array<{ platform: 'ios' | 'android' } & AppRelease>;
  const byPlatform = new Map(rows.map(({ platform, ...release }) => [platform, release]));
  return { ios: byPlatform.get('ios'), android: byPlatform.get('android') };
}
