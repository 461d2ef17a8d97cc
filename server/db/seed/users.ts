import type { Database } from 'better-sqlite3';
import { hashPasswordSync } from '../password';
import { DEMO_USERS } from './users-data';

// Hashing is deliberately slow; one hash per process keeps resets cheap.
let demoHash: string | null = null;

function demoPasswordHash(password: string): string {
  demoHash ??= hashPasswordSync(password);
  return demoHash;
}

// The demo users registered a year before the seed time.
const REGISTERED_DAYS_AGO = 365;

export function seedUsers(db: Database, now: number): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, phone, nick_name, password_hash, seller_id, bidding_no, registered_at)
     VALUES (@id, @phone, @nickName, @hash, @sellerId, @biddingNo, @registeredAt)`,
  );
  for (const user of Object.values(DEMO_USERS)) {
    insertUser.run({
      ...user,
      hash: demoPasswordHash(user.password),
      registeredAt: now - REGISTERED_DAYS_AGO * 86_400_000,
    });
  }
}
