import type { Database } from 'better-sqlite3';
import { seedAbtest } from './abtest';
import { seedAnalytics } from './analytics';
import { seedAuction } from './auction';
import { seedBankCards } from './bank-cards';
import { seedFunds } from './funds';
import { seedConsignment } from './consignment';
import { seedDirectGoods } from './direct-goods';
import { seedLogistics } from './logistics';
import { seedRules } from './rules';
import { seedSellerOtherPages } from './seller-other-pages';
import { seedPopups } from './popups';
import { seedUsers } from './users';
import { seedWallet } from './wallet';

/**
 * The seed, one function per area, run in this order (users first: the other
 * areas' rows point at them). An area adds its `seedX(db)` file beside these
 * and one line here.
 */
const AREA_SEEDS: ReadonlyArray<(db: Database, now: number) => void> = [
  seedUsers,
  seedBankCards,
  seedAnalytics,
  seedRules,
  seedAuction,
  // After the auction: the won lots are its ended items.
  seedFunds,
  // After the funds: wallet transfers move margin money too.
  seedWallet,
  seedLogistics,
  seedConsignment,
  // After the consignments: issue 16's seeded ids stay put.
  seedDirectGoods,
  seedSellerOtherPages,
  seedAbtest,
  seedPopups,
];

// Tables a reset keeps: the migration record only. Tokens go too: user ids are reused
// after a reset, so a kept token would log in as whoever registers next with its id.
const KEPT_ON_RESET: ReadonlySet<string> = new Set(['schema_migrations']);

// Seed times are relative to `now` (auctions open and close around it).
function insertSeed(db: Database, now: number): void {
  for (const seed of AREA_SEEDS) seed(db, now);
}

/** Every table the schema has, so a new area's table can never leak state across a reset. */
export function resettableTables(db: Database): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all()
    .map(String)
    .filter((name) => !KEPT_ON_RESET.has(name));
}

/** Seeds a fresh database; an already seeded one (a reopened file) is left as it is. */
export function seedIfEmpty(db: Database, now: number = Date.now()): boolean {
  const users = db.prepare('SELECT COUNT(*) FROM users').pluck().get();
  if (Number(users) > 0) return false;
  db.transaction(() => insertSeed(db, now))();
  return true;
}

/** Back to the seed state: every table emptied and reseeded, analytics events included. */
export function resetDatabase(db: Database, now: number = Date.now()): void {
  db.transaction(() => {
    // Rows reference each other across areas; check the keys once, at commit.
    db.pragma('defer_foreign_keys = ON');
    for (const table of resettableTables(db)) db.exec(`DELETE FROM "${table}"`);
    insertSeed(db, now);
  })();
}
