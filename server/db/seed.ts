import type { Database } from 'better-sqlite3';
import { hashPassword } from './password';
import { DEMO_BANK_CARDS, DEMO_DEEP_LINK, DEMO_USERS, DEMO_VISUAL_CONFIG } from './seed-data';

// Tokens survive a reset: the demo users keep their ids, so a test may log in once
// and reset between cases.
const RESET_TABLES = [
  'bank_cards',
  'users',
  'analytics_events',
  'analytics_arrivals',
  'visual_configs',
  'deep_links',
] as const;

// Hashing is deliberately slow; one hash per process keeps resets cheap.
let demoHash: string | null = null;

function demoPasswordHash(password: string): string {
  demoHash ??= hashPassword(password);
  return demoHash;
}

function insertSeed(db: Database): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, phone, nick_name, password_hash, seller_id, bidding_no)
     VALUES (@id, @phone, @nickName, @hash, @sellerId, @biddingNo)`,
  );
  for (const user of Object.values(DEMO_USERS)) {
    insertUser.run({ ...user, hash: demoPasswordHash(user.password) });
  }
  const insertCard = db.prepare(
    `INSERT INTO bank_cards (user_id, bank_name, card_no, use_type, is_default)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const card of DEMO_BANK_CARDS) {
    insertCard.run(card.userId, card.bankName, card.cardNo, card.useType, card.isDefault ? 1 : 0);
  }
  db.prepare('INSERT INTO visual_configs (app_id, version, config) VALUES (?, ?, ?)').run(
    DEMO_VISUAL_CONFIG.appId,
    DEMO_VISUAL_CONFIG.version,
    JSON.stringify(DEMO_VISUAL_CONFIG.config),
  );
  db.prepare('INSERT INTO deep_links (key, project, answer) VALUES (?, ?, ?)').run(
    DEMO_DEEP_LINK.key,
    DEMO_DEEP_LINK.project,
    JSON.stringify(DEMO_DEEP_LINK.answer),
  );
}

/** Seeds a fresh database; an already seeded one (a reopened file) is left as it is. */
export function seedIfEmpty(db: Database): boolean {
  const users = db.prepare('SELECT COUNT(*) FROM users').pluck().get();
  if (Number(users) > 0) return false;
  db.transaction(() => insertSeed(db))();
  return true;
}

/** Back to the seed state: business data reseeded, analytics events cleared. */
export function resetDatabase(db: Database): void {
  db.transaction(() => {
    for (const table of RESET_TABLES) db.exec(`DELETE FROM ${table}`);
    insertSeed(db);
  })();
}
