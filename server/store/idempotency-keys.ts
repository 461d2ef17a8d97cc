import type { Database } from 'better-sqlite3';

export interface StoredAnswer {
  route: string;
  answer: string;
}

/** The answer stored for the user's key since `notBefore`, if any. */
export function findStoredAnswer(
  db: Database,
  userId: number,
  key: string,
  notBefore: number,
): StoredAnswer | undefined {
  return db
    .prepare(
      `SELECT route, answer FROM idempotency_keys
       WHERE user_id = ? AND key = ? AND created_at >= ?`,
    )
    .get(userId, key, notBefore) as StoredAnswer | undefined;
}

/** Stores (or, for an expired key, replaces) the answer of the user's key. */
export function storeAnswer(
  db: Database,
  entry: { userId: number; key: string; route: string; answer: string; now: number },
): void {
  db.prepare(
    `INSERT INTO idempotency_keys (user_id, key, route, answer, created_at)
     VALUES (@userId, @key, @route, @answer, @now)
     ON CONFLICT (user_id, key) DO UPDATE SET route = @route, answer = @answer, created_at = @now`,
  ).run(entry);
}
