import { randomBytes } from 'node:crypto';
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

/** The user of a token issued after `issuedAfter` (older tokens have expired). */
export function findUserByToken(
  db: Database,
  token: string,
  issuedAfter: number,
): UserRow | undefined {
  return db
    .prepare(
      `SELECT ${USER_COLUMNS} FROM users
       WHERE id = (SELECT user_id FROM tokens WHERE token = ? AND created_at > ?)`,
    )
    .get(token, issuedAfter) as UserRow | undefined;
}

/** A fresh opaque token for the user (each login creates one; older ones stay valid until they expire). */
export function createToken(db: Database, userId: number, now: number): string {
  const token = randomBytes(24).toString('hex');
  db.prepare('INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)').run(
    token,
    userId,
    now,
  );
  return token;
}
