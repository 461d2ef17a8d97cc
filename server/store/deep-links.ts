import type { Database } from 'better-sqlite3';

export function findDeepLink(
  db: Database,
  key: string,
  project: string,
): Record<string, unknown> | undefined {
  const answer = db
    .prepare('SELECT answer FROM deep_links WHERE key = ? AND project = ?')
    .pluck()
    .get(key, project);
  return typeof answer === 'string' ? (JSON.parse(answer) as Record<string, unknown>) : undefined;
}
