import type { Database } from 'better-sqlite3';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { WALLET_ERRORS } from '../../src/shared/wallet-codes';
import { fail, type Failure } from '../kit/failure';
import { findPaymentForBank, type PaymentRow } from '../payments/payment-store';
import type { WalletKind } from '../payments/wallet-moves';
import { walletAccountOf } from './wallet-store';

/**
 * A user reads and moves only their own wallet, cards and records: an id that
 * is another user's gets the permission error (forbidden), one that does not
 * exist notFound, and neither changes anything.
 */
export interface OwnCard {
  id: number;
  bankName: string;
  cardNo: string;
  useType: 1 | 2;
  reservedPhone: string;
}

export function ownCard(db: Database, userId: number, cardId: number): OwnCard | Failure {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, bank_name AS bankName, card_no AS cardNo, use_type AS useType,
         reserved_phone AS reservedPhone FROM bank_cards WHERE id = ? AND unbound_at IS NULL`,
    )
    .get(cardId) as (OwnCard & { userId: number }) | undefined;
  if (!row) return fail(BUSINESS_ERRORS.notFound);
  if (row.userId !== userId) return fail(BUSINESS_ERRORS.forbidden);
  return row;
}

export function ownWalletPayment(
  db: Database,
  userId: number,
  payNo: string,
  kind: WalletKind,
): PaymentRow | Failure {
  const row = findPaymentForBank(db, payNo);
  if (!row || row.kind !== kind) return fail(BUSINESS_ERRORS.notFound);
  if (row.userId !== userId) return fail(BUSINESS_ERRORS.forbidden);
  return row;
}

/** Money moves only through an open wallet. */
export function requireOpenWallet(db: Database, userId: number): Failure | null {
  const account = walletAccountOf(db, userId);
  if (!account) return fail(WALLET_ERRORS.notRegistered);
  return account.status === 'OPEN' ? null : fail(WALLET_ERRORS.notOpened);
}
