import type { Database } from 'better-sqlite3';
import { WALLET_CONTRACT_VERSION } from '../../../src/shared/contracts/wallet';
import { walletWithdrawFeeCents } from '../../../src/shared/wallet-rules';
import { makeTransfer, type TransferKind } from '../../wallet/transfers';
import { seedPayment } from './funds-history';
import { DEMO_USERS } from './users-data';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The wallet's holders: the name on their seeded cards (server/db/seed/bank-cards-data.ts). */
function holderOf(db: Database, userId: number) {
  return db
    .prepare(
      `SELECT holder_name AS name, reserved_phone AS phone FROM bank_cards WHERE user_id = ?
       ORDER BY id LIMIT 1`,
    )
    .get(userId) as { name: string; phone: string };
}

function firstCard(db: Database, userId: number, useType: 1 | 2): number {
  return db
    .prepare(
      'SELECT id FROM bank_cards WHERE user_id = ? AND use_type = ? ORDER BY is_default DESC, id',
    )
    .pluck()
    .get(userId, useType) as number;
}

// Identity cards with valid GB 11643 check digits (the demo holders are fictional).
const ID_CARDS: Record<number, string> = {
  1: '440305198203150014',
  2: '330106199007220024',
  3: '440304198511080031',
  4: '330102199304180043',
};

function transfer(
  db: Database,
  userId: number,
  kind: TransferKind,
  amount: number,
  at: number,
  to: number | null = null,
) {
  const made = makeTransfer(
    db,
    { userId, kind, toUserId: to, amountCents: amount, remark: to ? '货款' : '' },
    at,
    `T${at}${userId}`,
  );
  if (!('transferNo' in made)) throw new Error(`seed transfer refused: ${made.msg}`);
}

/** Six months of recharges, withdrawals (one failed) and transfers, oldest first. */
function seedWalletHistory(
  db: Database,
  userId: number,
  now: number,
  scale: number,
  payee: number | null,
) {
  const base = { userId, offlineAccount: null, orderId: null, method: 'BANK_CARD' as const };
  const inCard = firstCard(db, userId, 1);
  const outCard = firstCard(db, userId, 2);
  for (let month = 6; month >= 1; month -= 1) {
    const start = now - month * 30 * DAY_MS;
    seedPayment(db, {
      ...base,
      kind: 'WALLET_RECHARGE',
      amountCents: (100_000 + month * 20_000) * scale,
      feeCents: 0,
      title: '钱包充值',
      bankCardId: inCard,
      at: start + 3 * DAY_MS + 10 * HOUR_MS,
      outcome: { status: month === 5 ? 'FAILED' : 'SUCCESS', afterMs: 5_000 },
    });
    transfer(db, userId, 'WALLET_TO_MARGIN', 20_000 * scale, start + 12 * DAY_MS + 9 * HOUR_MS);
    const withdraw = 30_000 * scale;
    seedPayment(db, {
      ...base,
      kind: 'WALLET_WITHDRAW',
      amountCents: withdraw,
      feeCents: walletWithdrawFeeCents(withdraw),
      title: '钱包提现',
      bankCardId: outCard,
      at: start + 20 * DAY_MS + 15 * HOUR_MS,
      outcome: { status: month === 3 ? 'FAILED' : 'SUCCESS', afterMs: 2 * HOUR_MS },
    });
    if (payee !== null && month % 2 === 0)
      transfer(db, userId, 'TO_SELLER', 15_000 * scale, start + 25 * DAY_MS, payee);
    if (month <= 2)
      transfer(db, userId, 'MARGIN_TO_WALLET', 5_000 * scale, start + 27 * DAY_MS + 11 * HOUR_MS);
  }
}

/**
 * The demo users' bank wallets (Funds II): open, agreement signed, quick pay
 * agreed on their transfer-in cards, sellers' receiving accounts open, and
 * months of history written through the real ledger (the balances are the sum
 * of their transfers). Deterministic from `now`; after seedFunds (margin money).
 */
export function seedWallet(db: Database, now: number): void {
  const users = [DEMO_USERS.seller, DEMO_USERS.bidder, DEMO_USERS.seller2, DEMO_USERS.bidder2];
  for (const user of users) {
    const holder = holderOf(db, user.id);
    const opened = now - 200 * DAY_MS;
    db.prepare(
      `INSERT INTO wallet_accounts (user_id, real_name, id_card, phone, status, registered_at,
         opened_at, seller_opened_at) VALUES (?, ?, ?, ?, 'OPEN', ?, ?, ?)`,
    ).run(
      user.id,
      holder.name,
      ID_CARDS[user.id],
      holder.phone,
      opened,
      opened,
      user.sellerId ? opened : null,
    );
    db.prepare('INSERT INTO wallet_contracts (user_id, version, signed_at) VALUES (?, ?, ?)').run(
      user.id,
      WALLET_CONTRACT_VERSION,
      opened,
    );
    db.prepare(
      `INSERT INTO wallet_card_agreements (card_id, user_id, agreed_at)
       SELECT id, user_id, ? FROM bank_cards WHERE user_id = ? AND use_type = 1`,
    ).run(opened, user.id);
  }
  seedWalletHistory(db, DEMO_USERS.seller.id, now, 1, null);
  seedWalletHistory(db, DEMO_USERS.bidder.id, now, 3, DEMO_USERS.seller.id);
  seedWalletHistory(db, DEMO_USERS.seller2.id, now, 1, null);
  seedWalletHistory(db, DEMO_USERS.bidder2.id, now, 1, DEMO_USERS.seller2.id);
}
