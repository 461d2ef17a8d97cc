import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import {
  orderCancelPay,
  orderCancelPayResultQuery,
  orderPay,
  orderPayResultGet,
  orderPayResultQuery,
  wonLotList,
} from '../../../src/shared/contracts/order-payments';
import type { AppContext } from '../../app-context';
import { defineArea } from '../../kit/area';
import { fail, type Failure } from '../../kit/failure';
import type { PaymentRow } from '../../payments/payment-store';
import {
  cancelOwnPayment,
  ownPayment,
  paymentAnswer,
  payingCard,
  startOrFail,
} from '../../payments/user-payments';
import { checkMarginPassword } from '../margin/margin-settings';
import { findWonLot, listWonLots, orderStatusOf } from './won-orders';

type PayInput =
  | { orderId: number; method: 'MARGIN'; password: string }
  | { orderId: number; method: 'BANK_CARD'; cardId?: number | undefined };

async function payOrder(ctx: AppContext, userId: number, input: PayInput) {
  const order = findWonLot(ctx.db, userId, input.orderId);
  if (!order) return fail(BUSINESS_ERRORS.notFound);
  // A payment already waiting for the bank is the answer: a second tap never starts another.
  if (order.pendingPayNo)
    return { payNo: order.pendingPayNo, status: 'PENDING' as const, orderId: order.orderId };
  if (order.status !== 'UNPAID') return fail(FUNDS_ERRORS.orderNotPayable);
  let cardId: number | null = null;
  if (input.method === 'MARGIN') {
    const password = await checkMarginPassword(ctx.db, userId, input.password);
    if (password !== 'ok')
      return fail(password === 'unset' ? FUNDS_ERRORS.passwordUnset : FUNDS_ERRORS.passwordWrong);
  } else {
    const card = payingCard(ctx.db, userId, 1, input.cardId);
    if (!card)
      return fail(input.cardId === undefined ? FUNDS_ERRORS.noCard : BUSINESS_ERRORS.notFound);
    cardId = card.id;
  }
  const row = startOrFail(ctx, {
    userId,
    kind: 'ORDER_PAY',
    method: input.method,
    amountCents: order.amountCents,
    feeCents: 0,
    title: order.title,
    bankCardId: cardId,
    offlineAccount: null,
    orderId: order.orderId,
  });
  if (!('payNo' in row)) return row;
  return { payNo: row.payNo, status: row.status, orderId: order.orderId };
}

function orderAnswer(ctx: AppContext, row: PaymentRow | Failure) {
  if (!('payNo' in row)) return row;
  return { ...paymentAnswer(ctx.db, row), orderStatus: orderStatusOf(ctx.db, row.orderId) };
}

const ORDER_ONLY = ['ORDER_PAY'] as const;

/** spec 000 §4/§7 paying for a won lot, from the margin account or a bank card. */
export const orderPaymentsArea = defineArea('order-payments', (route) => {
  route(wonLotList, ({ input, user, ctx }) => listWonLots(ctx.db, { ...input, userId: user.id }));

  route(orderPay, ({ input, user, ctx }) => payOrder(ctx, user.id, input));

  route(orderPayResultQuery, ({ input, user, ctx }) =>
    orderAnswer(ctx, ownPayment(ctx.db, user.id, input.payNo, ORDER_ONLY)),
  );

  route(orderPayResultGet, ({ input, user, ctx }) =>
    orderAnswer(ctx, ownPayment(ctx.db, user.id, input.payNo, ORDER_ONLY)),
  );

  route(orderCancelPay, ({ input, user, ctx }) =>
    orderAnswer(ctx, cancelOwnPayment(ctx, user.id, input.payNo, ORDER_ONLY)),
  );

  route(orderCancelPayResultQuery, ({ input, user, ctx }) =>
    orderAnswer(ctx, ownPayment(ctx.db, user.id, input.payNo, ORDER_ONLY)),
  );
});
