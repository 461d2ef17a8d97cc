import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { PaymentView } from '../../src/shared/contracts/payment-fields';
import { maskCardNo } from '../store/masking';
import type { PaymentStatus } from './state-machine';

export type PaymentKind = PaymentView['kind'];
export type PaymentMethod = PaymentView['method'];

export interface PaymentRow {
  id: number;
  payNo: string;
  userId: number;
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
  feeCents: number;
  title: string;
  bankCardId: number | null;
  offlineAccount: string | null;
  orderId: number | null;
  createdAt: number;
  settledAt: number | null;
}

const COLUMNS = `p.id, pay_no AS payNo, p.user_id AS userId, kind, method, status,
  amount_cents AS amountCents, fee_cents AS feeCents, title, bank_card_id AS bankCardId,
  offline_account AS offlineAccount, order_id AS orderId, created_at AS createdAt,
  settled_at AS settledAt`;

/** P + the time + 6 random digits: unique in practice, never guessable from another's. */
export function newPayNo(now: number): string {
  return `P${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export type NewPayment = Omit<PaymentRow, 'id' | 'settledAt'>;

export function insertPayment(db: Database, payment: NewPayment): void {
  db.prepare(
    `INSERT INTO payments (pay_no, user_id, kind, method, status, amount_cents, fee_cents, title,
       bank_card_id, offline_account, order_id, created_at, settled_at)
     VALUES (@payNo, @userId, @kind, @method, @status, @amountCents, @feeCents, @title,
       @bankCardId, @offlineAccount, @orderId, @createdAt,
       CASE WHEN @status = 'PENDING' THEN NULL ELSE @createdAt END)`,
  ).run(payment);
}

/** The payment, only when it is this user's: another user's payNo is not found. */
export function findPayment(db: Database, userId: number, payNo: string): PaymentRow | undefined {
  return db
    .prepare(`SELECT ${COLUMNS} FROM payments p WHERE pay_no = ? AND user_id = ?`)
    .get(payNo, userId) as PaymentRow | undefined;
}

/** Any user's payment: for the bank, never for a user's call. */
export function findPaymentForBank(db: Database, payNo: string): PaymentRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM payments p WHERE pay_no = ?`).get(payNo) as
    PaymentRow | undefined;
}

/** Moves the status only from the one it was read in (a settle racing a cancel loses). */
export function moveStatus(
  db: Database,
  payNo: string,
  from: PaymentStatus,
  to: PaymentStatus,
  now: number,
): boolean {
  const result = db
    .prepare('UPDATE payments SET status = ?, settled_at = ? WHERE pay_no = ? AND status = ?')
    .run(to, now, payNo, from);
  return result.changes === 1;
}

/** Top-ups started today (rolling 24 h) that may still arrive or did. */
export function topUpsSince(db: Database, userId: number, since: number): number {
  return Number(
    db
      .prepare(
        `SELECT IFNULL(SUM(amount_cents), 0) FROM payments WHERE user_id = ? AND
           kind = 'MARGIN_TOPUP' AND status IN ('PENDING', 'SUCCESS') AND created_at >= ?`,
      )
      .pluck()
      .get(userId, since),
  );
}

export function toView(db: Database, row: PaymentRow): PaymentView {
  const card = row.bankCardId
    ? (db
        .prepare('SELECT bank_name AS bankName, card_no AS cardNo FROM bank_cards WHERE id = ?')
        .get(row.bankCardId) as { bankName: string; cardNo: string } | undefined)
    : undefined;
  const [offlineBank, offlineTail] = row.offlineAccount?.split('|') ?? [];
  return {
    payNo: row.payNo,
    kind: row.kind,
    method: row.method,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    arriveCents: row.amountCents - row.feeCents,
    title: row.title,
    bankName: card?.bankName ?? offlineBank ?? null,
    cardNoMasked: card ? maskCardNo(card.cardNo) : offlineTail ? maskCardNo(offlineTail) : null,
    orderId: row.orderId,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
}
