import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { FUNDS_ERRORS } from '../../src/shared/funds-codes';
import type { AppContext } from '../app-context';
import { fail, type Failure } from '../kit/failure';
import type { Refusal } from '../ledger/apply';
import { findPayment, toView, type PaymentRow } from './payment-store';
import { resolvePayment, startPayment } from './service';

/** What the user-facing payment calls share: the caller's own payment only, and its answer. */

export function paymentAnswer(db: Database, row: PaymentRow) {
  return { payNo: row.payNo, status: row.status, payment: toView(db, row) };
}

/** The caller's payment, or notFound (another user's payNo looks exactly like a missing one). */
export function ownPayment(
  db: Database,
  userId: number,
  payNo: string,
  kinds?: ReadonlyArray<PaymentRow['kind']>,
): PaymentRow | Failure {
  const row = findPayment(db, userId, payNo);
  if (!row || (kinds && !kinds.includes(row.kind))) return fail(BUSINESS_ERRORS.notFound);
  return row;
}

/** Cancels the caller's pending payment; a settled one is refused and nothing changes. */
export function cancelOwnPayment(
  ctx: AppContext,
  userId: number,
  payNo: string,
  kinds?: ReadonlyArray<PaymentRow['kind']>,
): PaymentRow | Failure {
  const row = ownPayment(ctx.db, userId, payNo, kinds);
  if (!('payNo' in row)) return row;
  const { moved, payment } = resolvePayment(ctx, payNo, 'CANCEL');
  if (!moved || !payment) return fail(FUNDS_ERRORS.notPending);
  return payment;
}

export function refusalFailure(reason: Refusal | 'bankFailed'): Failure {
  if (reason === 'overdraft') return fail(FUNDS_ERRORS.overBalance);
  if (reason === 'bankFailed') return fail(FUNDS_ERRORS.bankFailed);
  return fail(FUNDS_ERRORS.amountRefused);
}

/** Starts a payment and answers its row, or the failure the ledger or bank gave. */
export function startOrFail(
  ctx: AppContext,
  fields: Parameters<typeof startPayment>[1],
): PaymentRow | Failure {
  const started = startPayment(ctx, fields);
  return started.ok ? started.payment : refusalFailure(started.reason);
}

/** The user's card of a use type: the one named, or the default; undefined when none fits. */
export function payingCard(
  db: Database,
  userId: number,
  useType: 1 | 2,
  cardId: number | undefined,
): { id: number; bankName: string } | undefined {
  return db
    .prepare(
      `SELECT id, bank_name AS bankName FROM bank_cards WHERE user_id = @userId AND use_type = @useType
         AND unbound_at IS NULL
         AND (@cardId IS NULL AND is_default = 1 OR id = @cardId)`,
    )
    .get({ userId, useType, cardId: cardId ?? null }) as
    { id: number; bankName: string } | undefined;
}
