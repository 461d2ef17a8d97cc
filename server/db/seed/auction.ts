import type { Database } from 'better-sqlite3';
import { DEMO_USERS } from './users-data';
import { SEED_BRANDS, SEED_LEVELS, SEED_MODELS, SEED_OTHER_BIDDERS } from './auction-data';

const HOUR_MS = 3_600_000;
const LEVEL_CODES = SEED_LEVELS.map((level) => level.code);
// Sessions of the seed day, relative to the seed time: one ended, two open, one to come.
const SESSIONS = [
  { id: 1, name: '早场 · 苹果专场', fromHours: -6, toHours: -2 },
  { id: 2, name: '午场 · 国产旗舰', fromHours: -2, toHours: 4 },
  { id: 3, name: '晚场 · 折叠屏专场', fromHours: -1, toHours: 6 },
  { id: 4, name: '明日预展', fromHours: 18, toHours: 26 },
] as const;

/** A small deterministic generator so the seed is the same on every start. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Brands, levels, today's sessions, dozens of items and their bids. */
export function seedAuction(db: Database, now: number): void {
  const next = sequence(20261123);
  const insertBrand = db.prepare('INSERT INTO brands (id, name, sort_order) VALUES (?, ?, ?)');
  SEED_BRANDS.forEach((name, index) => insertBrand.run(index + 1, name, index));
  const insertLevel = db.prepare(
    'INSERT INTO evaluation_levels (code, name, description, sort_order) VALUES (?, ?, ?, ?)',
  );
  SEED_LEVELS.forEach((level, index) =>
    insertLevel.run(level.code, level.name, level.description, index),
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, phone, nick_name, password_hash, seller_id, bidding_no, registered_at)
     VALUES (?, ?, ?, '!', NULL, ?, ?)`,
  );
  for (const bidder of SEED_OTHER_BIDDERS) {
    insertUser.run(
      bidder.id,
      bidder.phone,
      bidder.nickName,
      bidder.biddingNo,
      now - 400 * 24 * HOUR_MS,
    );
  }
  const insertSession = db.prepare(
    'INSERT INTO auction_sessions (id, name, start_at, end_at) VALUES (?, ?, ?, ?)',
  );
  for (const s of SESSIONS) {
    insertSession.run(s.id, s.name, now + s.fromHours * HOUR_MS, now + s.toHours * HOUR_MS);
  }
  const insertItem = db.prepare(
    `INSERT INTO auction_items (id, session_id, merchandise_no, title, brand_id, evaluation_level,
       start_price_cents, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBid = db.prepare(
    'INSERT INTO bids (item_id, user_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
  );
  const bidders = [DEMO_USERS.bidder.id, ...SEED_OTHER_BIDDERS.map((b) => b.id)];
  SEED_MODELS.forEach(([brand, model, yuan], index) => {
    const id = index + 1;
    const session = SESSIONS[index % SESSIONS.length] ?? SESSIONS[0];
    const startAt = now + session.fromHours * HOUR_MS;
    // Items of one session end a few minutes apart, as a real session closes lot by lot.
    const endAt = now + session.toHours * HOUR_MS + index * 3 * 60_000;
    const level = LEVEL_CODES[Math.floor(next() * LEVEL_CODES.length)] ?? 'A';
    const startCents = yuan * 100;
    insertItem.run(
      id,
      session.id,
      `PM${String(20261123000 + id)}`,
      `${brand === 'Apple' ? 'Apple ' : ''}${model}`,
      SEED_BRANDS.indexOf(brand as (typeof SEED_BRANDS)[number]) + 1,
      level,
      startCents,
      startAt,
      endAt,
    );
    if (startAt > now) return;
    // Started items get a few rising bids; the demo bidder takes part in some.
    const bidCount = Math.floor(next() * 6);
    let amount = startCents;
    for (let b = 0; b < bidCount; b += 1) {
      amount += (1 + Math.floor(next() * 5)) * 1000;
      const user = bidders[Math.floor(next() * bidders.length)] ?? bidders[0];
      const at = Math.min(now, endAt) - (bidCount - b) * 7 * 60_000;
      insertBid.run(id, user, amount, at);
    }
  });
}
