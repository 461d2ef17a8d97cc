import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export interface UserRow {
  id: number;
  phone: string;
  nickName: string;
  passwordHash: string;
  sellerId: number | null;
  biddingNo: string | null;
}

const USER_COLUMNS = `id, phone, nick_name AS nickName, password_hash AS passwordHash,
  seller_id AS sellerId, bidding_no AS biddingNo`;

export function findUserByPhone(db: Database, phone: string): UserRow | undefined {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone = ?`).get(phone) as
    UserRow | undefined;
}

/** What the tokens table keeps of a token: its sha256, never the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user of a token issued after `issuedAfter` (older tokens have expired). */
export function findUserByToken(
  db: Database,
  token: string,
  issuedAfter: number,
): UserRow | undefined {
  return db
    .prepare(
      `SELECT ${USER_COLUMNS} FROM users
       WHERE id = (SELECT user_id FROM tokens WHERE token_hash = ? AND created_at > ?)`,
    )
    .get(tokenHash(token), issuedAfter) as UserRow | undefined;
}

/**
 * A fresh opaque token for the user. Each login creates one (a user may be logged in on
 * several devices); rows of tokens issued before `expiredBefore` are pruned on the way.
 */
export function createToken(
  db: Database,
  userId: number,
  now: number,
  expiredBefore: number,
): string {
  const token = randomBytes(24).toString('hex');
  db.prepare('DELETE FROM tokens WHERE created_at <= ?').run(expiredBefore);
  db.prepare('INSERT INTO tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)').run(
    tokenHash(token),
    userId,
    now,
  );
  return token;
}

/** Logout: the token stops working at once. True when it was a stored token. */
export function revokeToken(db: Database, token: string): boolean {
  return db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(tokenHash(token)).changes > 0;
}
