import type { Database } from 'better-sqlite3';

/** One key of one user on one route (server/kit/idempotency.ts). */
export interface KeyScope {
  userId: number;
  route: string;
  key: string;
}

/** What a claim found: the key is now ours to run, or what an earlier call left. */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'running' }
  | { kind: 'done'; status: number; answer: string };

interface Row {
  fingerprint: string | null;
  state: 'running' | 'done';
  status: number | null;
  answer: string | null;
}

/**
 * Looks the key up and, when it is free, takes it as 'running', in one IMMEDIATE
 * transaction: SQLite's write lock (and Node's single thread within a process) make
 * the check and the insert one step, so two concurrent requests with the key cannot
 * both get 'claimed'. Rows older than `notBefore` (any user's) are pruned first.
 */
export function claimKey(
  db: Database,
  scope: KeyScope & { fingerprint: string; now: number; notBefore: number },
): Claim {
  const claim = db.transaction((): Claim => {
    db.prepare('DELETE FROM idempotency_requests WHERE created_at < ?').run(scope.notBefore);
    const row = db
      .prepare(
        `SELECT fingerprint, state, status, answer FROM idempotency_requests
         WHERE user_id = @userId AND route = @route AND key = @key`,
      )
      .get(scope) as Row | undefined;
    if (!row) {
      db.prepare(
        `INSERT INTO idempotency_requests (user_id, route, key, fingerprint, state, created_at)
         VALUES (@userId, @route, @key, @fingerprint, 'running', @now)`,
      ).run(scope);
      return { kind: 'claimed' };
    }
    // A row of migration 0007's copy has no fingerprint: it predates them and is replayed.
    if (row.fingerprint !== null && row.fingerprint !== scope.fingerprint) {
      return { kind: 'mismatch' };
    }
    if (row.state === 'running' || row.answer === null || row.status === null) {
      return { kind: 'running' };
    }
    return { kind: 'done', status: row.status, answer: row.answer };
  });
  return claim.immediate();
}

/** The claimed run answered: its answer is what every later call with the key gets. */
export function completeKey(
  db: Database,
  scope: KeyScope & { status: number; answer: string },
): void {
  db.prepare(
    `UPDATE idempotency_requests SET state = 'done', status = @status, answer = @answer
     WHERE user_id = @userId AND route = @route AND key = @key AND state = 'running'`,
  ).run(scope);
}

/** The claimed run left no answer worth keeping (a server error): the key is free again. */
export function releaseKey(db: Database, scope: KeyScope): void {
  db.prepare(
    `DELETE FROM idempotency_requests
     WHERE user_id = @userId AND route = @route AND key = @key AND state = 'running'`,
  ).run(scope);
}

/**
 * At start-up every 'running' row belongs to a process that is gone (the reference
 * server is one process per database): its key is freed so the retry may run.
 */
export function releaseAbandonedKeys(db: Database): number {
  return db.prepare(`DELETE FROM idempotency_requests WHERE state = 'running'`).run().changes;
}
