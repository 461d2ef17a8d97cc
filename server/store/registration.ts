import type { Database } from 'better-sqlite3';

export interface NewUser {
  phone: string;
  /** db/password.ts hashPassword of the chosen password (hashed before the transaction). */
  passwordHash: string;
  invitedBy: string | null;
}

/** Creates a bidder account; its bidding number is derived from its id. One transaction. */
export function registerUser(db: Database, user: NewUser, now: number): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (phone, nick_name, password_hash, seller_id, bidding_no, registered_at, invited_by)
         VALUES (?, ?, ?, NULL, NULL, ?, ?)`,
      )
      .run(user.phone, `用户${user.phone.slice(-4)}`, user.passwordHash, now, user.invitedBy);
    const id = Number(lastInsertRowid);
    const year = new Date(now).getUTCFullYear();
    db.prepare('UPDATE users SET bidding_no = ? WHERE id = ?').run(
      `BD${year}${String(id).padStart(4, '0')}`,
      id,
    );
    return id;
  })();
}

export function findProfile(db: Database, userId: number) {
  return db
    .prepare(
      `SELECT id, nick_name AS nickName, phone, bidding_no AS biddingNo, seller_id AS sellerId,
         registered_at AS registeredAt, invited_by AS invitedBy FROM users WHERE id = ?`,
    )
    .get(userId) as
    | {
        id: number;
        nickName: string;
        phone: string;
        biddingNo: string | null;
        sellerId: number | null;
        registeredAt: number;
        invitedBy: string | null;
      }
    | undefined;
}
