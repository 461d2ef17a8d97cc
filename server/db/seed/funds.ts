import type { Database } from 'better-sqlite3';
import { MARGIN_CONTRACT_VERSION } from '../../../src/shared/contracts/margin';
import { withdrawFeeCents } from '../../../src/shared/money-rules';
import { restartSeedNumbers, seedBidHold, seedPayment } from './funds-history';
import { DEMO_USERS } from './users-data';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The margin password of the demo bidders is 135790 (README), stored hashed like any other. */
export const DEMO_MARGIN_PASSWORD = '135790';
const DEMO_MARGIN_PASSWORD_HASH =
  'scrypt$ZnVuZHMtc2VlZC1zYWx0MQ==$MGVnRzBw+KRAkWI4VqNs2Ajye/nlzj+75tgjw/maacM=';

function cardOf(db: Database, userId: number, useType: 1 | 2): number {
  const id = db
    .prepare(
      'SELECT id FROM bank_cards WHERE user_id = ? AND use_type = ? ORDER BY is_default DESC, id',
    )
    .pluck()
    .get(userId, useType);
  if (typeof id !== 'number')
    throw new Error(`seed: user ${userId} has no card of use type ${useType}`);
  return id;
}

/** Six months of top-ups, withdrawals, bid holds, a failed and a cancelled payment. */
function seedHistory(db: Database, userId: number, now: number, scale: number): void {
  const inCard = cardOf(db, userId, 1);
  const outCard = cardOf(db, userId, 2);
  const base = { userId, feeCents: 0, offlineAccount: null, orderId: null };
  for (let month = 6; month >= 1; month -= 1) {
    const start = now - month * 30 * DAY_MS;
    const topUp = (200_000 + month * 15_000) * scale;
    seedPayment(db, {
      ...base,
      kind: 'MARGIN_TOPUP',
      method: 'BANK_CARD',
      amountCents: topUp,
      title: '保证金充值',
      bankCardId: inCard,
      at: start + 2 * DAY_MS + 10 * HOUR_MS,
      outcome: { status: month === 4 ? 'FAILED' : 'SUCCESS', afterMs: 3_000 },
    });
    seedBidHold(db, {
      userId,
      amountCents: 50_000 * scale,
      at: start + 9 * DAY_MS + 20 * HOUR_MS,
      releasedAt: start + 9 * DAY_MS + 22 * HOUR_MS,
      title: `第 ${7 - month} 期专场`,
    });
    if (month % 2 === 1) {
      const amount = 60_000 * scale;
      seedPayment(db, {
        ...base,
        kind: 'MARGIN_WITHDRAW',
        method: 'BANK_CARD',
        amountCents: amount,
        feeCents: withdrawFeeCents(amount),
        title: '保证金提现',
        bankCardId: outCard,
        at: start + 19 * DAY_MS + 15 * HOUR_MS,
        outcome: { status: 'SUCCESS', afterMs: 2 * HOUR_MS },
      });
    }
  }
  seedPayment(db, {
    ...base,
    kind: 'MARGIN_TOPUP',
    method: 'BANK_CARD',
    amountCents: 88_800,
    title: '保证金充值',
    bankCardId: inCard,
    at: now - 20 * DAY_MS,
    outcome: { status: 'CANCELLED', afterMs: 40_000 },
  });
}

/** Ended lots the bidder won (a winning bid added), each with its order; the oldest already paid. */
function seedWonLots(db: Database, userId: number, now: number, skip: number): void {
  const items = db
    .prepare(
      'SELECT id, title, end_at AS endAt FROM auction_items WHERE end_at <= ? ORDER BY id LIMIT 3 OFFSET ?',
    )
    .all(now, skip) as Array<{ id: number; title: string; endAt: number }>;
  const top = db.prepare('SELECT IFNULL(MAX(amount_cents), 0) FROM bids WHERE item_id = ?').pluck();
  const start = db.prepare('SELECT start_price_cents FROM auction_items WHERE id = ?').pluck();
  items.forEach((item, index) => {
    const amount = Math.max(Number(top.get(item.id)), Number(start.get(item.id))) + 10_000;
    db.prepare(
      'INSERT INTO bids (item_id, user_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
    ).run(item.id, userId, amount, item.endAt - 60_000);
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO auction_orders (order_no, user_id, item_id, title, amount_cents, status, won_at,
             pay_deadline) VALUES (?, ?, ?, ?, ?, 'UNPAID', ?, ?)`,
        )
        .run(
          `DD${item.id}${userId}${String(item.endAt).slice(-6)}`,
          userId,
          item.id,
          item.title,
          amount,
          item.endAt,
          item.endAt + 3 * DAY_MS,
        ).lastInsertRowid,
    );
    if (index !== 0) return;
    seedPayment(db, {
      userId,
      kind: 'ORDER_PAY',
      method: 'MARGIN',
      amountCents: amount,
      feeCents: 0,
      title: item.title,
      bankCardId: null,
      offlineAccount: null,
      orderId,
      at: item.endAt + 30 * 60_000,
      outcome: null,
    });
    db.prepare("UPDATE auction_orders SET status = 'PAID', paid_at = ? WHERE id = ?").run(
      item.endAt + 30 * 60_000,
      orderId,
    );
  });
}

/**
 * The demo users' margin accounts (CONTRACTS.md "Demo accounts"): months of
 * history through the ledger, the bidders' margin password and signed contract,
 * bids frozen now, and won lots to pay. Deterministic from `now`.
 */
export function seedFunds(db: Database, now: number): void {
  restartSeedNumbers();
  const users = [DEMO_USERS.seller, DEMO_USERS.bidder, DEMO_USERS.seller2, DEMO_USERS.bidder2];
  users.forEach((user, index) => seedHistory(db, user.id, now, index % 2 === 1 ? 10 : 1 + index));
  for (const [index, bidder] of [DEMO_USERS.bidder, DEMO_USERS.bidder2].entries()) {
    db.prepare(
      'INSERT INTO margin_passwords (user_id, password_hash, updated_at) VALUES (?, ?, ?)',
    ).run(bidder.id, DEMO_MARGIN_PASSWORD_HASH, now - 100 * DAY_MS);
    db.prepare('INSERT INTO margin_contracts (user_id, version, signed_at) VALUES (?, ?, ?)').run(
      bidder.id,
      MARGIN_CONTRACT_VERSION,
      now - 150 * DAY_MS,
    );
    seedBidHold(db, {
      userId: bidder.id,
      amountCents: 100_000,
      at: now - HOUR_MS,
      releasedAt: null,
      title: '午场 · 国产旗舰',
    });
    seedWonLots(db, bidder.id, now, index * 3);
  }
}
