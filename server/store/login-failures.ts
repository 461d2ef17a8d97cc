import type { Database } from 'better-sqlite3';

/** Password login lock-out (the project's rule): 5 failures within 15 minutes lock the phone. */
export const LOGIN_LOCK = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

export function isLoginLocked(db: Database, phone: string, now: number): boolean {
  const failures = db
    .prepare('SELECT COUNT(*) FROM login_failures WHERE phone = ? AND failed_at > ?')
    .pluck()
    .get(phone, now - LOGIN_LOCK.windowMs) as number;
  return failures >= LOGIN_LOCK.maxFailures;
}

export function recordLoginFailure(db: Database, phone: string, now: number): void {
  db.prepare('INSERT INTO login_failures (phone, failed_at) VALUES (?, ?)').run(phone, now);
}

export function clearLoginFailures(db: Database, phone: string): void {
  db.prepare('DELETE FROM login_failures WHERE phone = ?').run(phone);
}
