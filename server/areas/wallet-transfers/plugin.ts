import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  mutualFundToSeller,
  mutualFundToSellerResult,
  walletTransfer,
} from '../../../src/shared/contracts/transfers';
import { WALLET_ERRORS } from '../../../src/shared/wallet-codes';
import { checkWalletAmount } from '../../../src/shared/wallet-rules';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { marginFigures } from '../../ledger/accounts';
import { requireOpenWallet } from '../../wallet/ownership';
import { findTransfer, makeTransfer, type TransferRow } from '../../wallet/transfers';
import { walletAccountOf, walletFigures } from '../../wallet/wallet-store';

function toSellerAnswer(row: TransferRow, sellerId: number) {
  return {
    transferNo: row.transferNo,
    status: 'SUCCESS' as const,
    amountCents: row.amountCents,
    sellerId,
    remark: row.remark,
    createdAt: row.createdAt,
  };
}

/**
 * spec 000 §2 /fundsTransferIn, /fundsTransferOut and the mutual fund transfer
 * to a seller: immediate ledger transfers from the caller's own accounts.
 */
export const walletTransfersArea = defineArea('wallet-transfers', (route) => {
  route(walletTransfer, ({ input, user, ctx }) => {
    const closed = requireOpenWallet(ctx.db, user.id);
    if (closed) return closed;
    const from =
      input.direction === 'WALLET_TO_MARGIN'
        ? walletFigures(ctx.db, user.id).availableCents
        : marginFigures(ctx.db, user.id).availableCents;
    const amount = checkWalletAmount(input.amountCents, { kind: 'transfer', availableCents: from });
    if (!amount.ok) return fail({ code: WALLET_ERRORS.amountRefused.code, msg: amount.msg });
    const row = makeTransfer(
      ctx.db,
      {
        userId: user.id,
        kind: input.direction,
        toUserId: null,
        amountCents: input.amountCents,
        remark: '',
      },
      ctx.now(),
    );
    if (!('transferNo' in row)) return row;
    return {
      transferNo: row.transferNo,
      direction: input.direction,
      amountCents: row.amountCents,
      walletAvailableCents: walletFigures(ctx.db, user.id).availableCents,
      marginAvailableCents: marginFigures(ctx.db, user.id).availableCents,
      createdAt: row.createdAt,
    };
  });

  route(mutualFundToSeller, ({ input, user, ctx }) => {
    const closed = requireOpenWallet(ctx.db, user.id);
    if (closed) return closed;
    const sellerUserId = ctx.db
      .prepare('SELECT id FROM users WHERE seller_id = ?')
      .pluck()
      .get(input.sellerId) as number | undefined;
    const seller = sellerUserId === undefined ? undefined : walletAccountOf(ctx.db, sellerUserId);
    if (!seller || seller.status !== 'OPEN' || seller.sellerOpenedAt === null)
      return fail(WALLET_ERRORS.notSeller);
    if (seller.userId === user.id) return fail(WALLET_ERRORS.notSeller);
    const { availableCents } = walletFigures(ctx.db, user.id);
    const amount = checkWalletAmount(input.amountCents, { kind: 'transfer', availableCents });
    if (!amount.ok) return fail({ code: WALLET_ERRORS.amountRefused.code, msg: amount.msg });
    const row = makeTransfer(
      ctx.db,
      {
        userId: user.id,
        kind: 'TO_SELLER',
        toUserId: seller.userId,
        amountCents: input.amountCents,
        remark: input.remark ?? '',
      },
      ctx.now(),
    );
    return 'transferNo' in row ? toSellerAnswer(row, input.sellerId) : row;
  });

  route(mutualFundToSellerResult, ({ input, user, ctx }) => {
    const row = findTransfer(ctx.db, input.transferNo);
    if (!row || row.kind !== 'TO_SELLER') return fail(BUSINESS_ERRORS.notFound);
    if (row.userId !== user.id) return fail(BUSINESS_ERRORS.forbidden);
    const sellerId = ctx.db
      .prepare('SELECT seller_id FROM users WHERE id = ?')
      .pluck()
      .get(row.toUserId) as number;
    return toSellerAnswer(row, sellerId);
  });
});
