import type { AppContext } from '../app-context';
import { applyOperation, type Refusal } from '../ledger/apply';
import { settleKey, settleLegs, startKey, startLegs } from './money-moves';
import {
  findPaymentForBank,
  insertPayment,
  moveStatus,
  newPayNo,
  type NewPayment,
  type PaymentRow,
} from './payment-store';
import { nextStatus, type PaymentEvent } from './state-machine';

/**
 * Payments over the ledger: starting one records it and holds its money in one
 * transaction; settling or cancelling it moves its state once and posts or voids
 * its holds in the same transaction. The bank is told to settle it later.
 */

/** The bank steps the fault controls may fail or hang (POST /__dev/faults with these paths). */
export const BANK_STEPS = { charge: '/__bank/charge', settle: '/__bank/settle' } as const;

export type StartOutcome =
  { ok: true; payment: PaymentRow } | { ok: false; reason: Refusal | 'bankFailed' };

class Rollback extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

export function startPayment(
  ctx: AppContext,
  fields: Omit<NewPayment, 'payNo' | 'status' | 'createdAt'>,
): StartOutcome {
  if (fields.method !== 'MARGIN' && ctx.faults.take('POST', BANK_STEPS.charge)) {
    return { ok: false, reason: 'bankFailed' };
  }
  const now = ctx.now();
  const status = fields.method === 'MARGIN' ? 'SUCCESS' : 'PENDING';
  const payment: NewPayment = { ...fields, payNo: newPayNo(now), status, createdAt: now };
  try {
    ctx.db.transaction(() => {
      insertPayment(ctx.db, payment);
      const legs = startLegs(ctx.db, payment);
      const applied = applyOperation(ctx.db, {
        key: startKey(payment.payNo),
        kind: payment.kind,
        legs,
        now,
      });
      if (!applied.ok) throw new Rollback(applied.reason);
      if (payment.orderId !== null && status === 'SUCCESS')
        markOrderPaid(ctx, payment.orderId, now);
    })();
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, reason: error.reason };
    throw error;
  }
  const row = findPaymentForBank(ctx.db, payment.payNo);
  if (!row) throw new Error('payment vanished after insert');
  if (status === 'PENDING') scheduleBank(ctx, row.payNo);
  return { ok: true, payment: row };
}

function markOrderPaid(ctx: AppContext, orderId: number, now: number): void {
  ctx.db
    .prepare(
      "UPDATE auction_orders SET status = 'PAID', paid_at = ? WHERE id = ? AND status = 'UNPAID'",
    )
    .run(now, orderId);
}

/**
 * Applies a bank answer or a cancellation. Refused by the state machine (no
 * longer pending): nothing changes and `moved` is false.
 */
export function resolvePayment(
  ctx: AppContext,
  payNo: string,
  event: PaymentEvent,
): { moved: boolean; payment: PaymentRow | undefined } {
  const now = ctx.now();
  const moved = ctx.db.transaction((): boolean => {
    const payment = findPaymentForBank(ctx.db, payNo);
    if (!payment) return false;
    const next = nextStatus(payment.status, event);
    if (next === null || !moveStatus(ctx.db, payNo, payment.status, next, now)) return false;
    const legs = settleLegs(ctx.db, payNo, next === 'SUCCESS');
    const applied = applyOperation(ctx.db, { key: settleKey(payNo), kind: next, legs, now });
    // A hold already resolved means the books and the row disagree: undo the row too.
    if (!applied.ok || applied.replayed) throw new Error(`payment ${payNo}: holds not resolvable`);
    if (next === 'SUCCESS' && payment.orderId !== null) markOrderPaid(ctx, payment.orderId, now);
    return true;
  })();
  if (moved) ctx.bank.cancel(payNo);
  return { moved, payment: findPaymentForBank(ctx.db, payNo) };
}

/** The bank's own answer after BANK_SETTLE_MS, unless a fault fails, delays or drops it. */
function scheduleBank(ctx: AppContext, payNo: string, delayMs?: number): void {
  ctx.bank.schedule(
    payNo,
    () => {
      const fault = ctx.faults.take('POST', BANK_STEPS.settle);
      if (fault?.drop) return;
      if (fault?.delayMs !== undefined && !fault.code && fault.status === undefined) {
        scheduleBank(ctx, payNo, fault.delayMs);
        return;
      }
      const failed = fault?.code !== undefined || (fault?.status ?? 200) >= 400;
      try {
        resolvePayment(ctx, payNo, failed ? 'BANK_FAILED' : 'BANK_SUCCESS');
      } catch (error) {
        // A timer has no caller to answer: the payment stays pending (and its transaction
        // rolled back) rather than the whole server going down with an uncaught error.
        process.emitWarning(`bank could not settle ${payNo}: ${String(error)}`);
      }
    },
    delayMs,
  );
}
