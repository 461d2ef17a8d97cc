import type { Database } from 'better-sqlite3';

/**
 * Password login lock-out (the project's rule): 5 failures within 15 minutes from one client
 * address lock the phone for that address, so a stranger's wrong passwords do not lock the
 * owner out. 50 failures from all addresses together lock it everywhere: guessing spread over
 * many addresses stops too (the per-client and overall rate limits come on top).
 */
export const LOGIN_LOCK = { maxFailures: 5, maxFailuresAll: 50, windowMs: 15 * 60_000 } as const;

export function isLoginLocked(db: Database, phone: string, client: string, now: number): boolean {
  const since = now - LOGIN_LOCK.windowMs;
  const row = db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(client = ?), 0) AS mine
       FROM login_failures WHERE phone = ? AND failed_at > ?`,
    )
    .get(client, phone, since) as { total: number; mine: number };
  return row.mine >= LOGIN_LOCK.maxFailures || row.total >= LOGIN_LOCK.maxFailuresAll;
}

/** Records a failure; failures older than the window count for nothing and are pruned. */
export function recordLoginFailure(db: Database, phone: string, client: string, now: number) {
  db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - LOGIN_LOCK.windowMs);
  db.prepare('INSERT INTO login_failures (phone, client, failed_at) VALUES (?, ?, ?)').run(
    phone,
    client,
    now,
  );
}

/** A successful login clears its client's failures for the phone. */
export function clearLoginFailures(db: Database, phone: string, client: string): void {
  db.prepare('DELETE FROM login_failures WHERE phone = ? AND client = ?').run(phone, client);
}
