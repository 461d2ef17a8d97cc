import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import { getMargin, getMarginFlow, searchMargin } from '../../../src/shared/contracts/margin';
import { drawMarginV2 } from '../../../src/shared/contracts/margin-draw';
import { marginPasswordUpdate } from '../../../src/shared/contracts/margin-password';
import { addMarginPayResult, addMarginV2 } from '../../../src/shared/contracts/margin-topup';
import * as orders from '../../../src/shared/contracts/order-payments';
import { DEMO_MARGIN_PASSWORD } from '../../../server/db/seed/funds';
import { fundsClient, ledgerProblems, settle, ticketOf, type FundsCall } from './funds-client';
import { makeServer } from './server-fixture';

const PAGE = { pageIndex: 1, pageSize: 100 };
type Figures = { availableCents: number; frozenCents: number; totalCents: number };
const figures = async (call: FundsCall) => (await call(getMargin, {})).data as Figures;

describe('the seeded margin accounts', () => {
  it.each(['seller', 'bidder', 'seller2', 'bidder2'] as const)(
    '%s: months of flow that add up to the balance',
    async (role) => {
      const app = await makeServer({ bankSettleMs: 0 });
      const call = await fundsClient(app, role);
      const account = await figures(call);
      const all = await call(searchMargin, { pageIndex: 1, pageSize: 100 });
      const posted = all.data.list
        .filter(
          (item: { direction: string }) => item.direction === 'IN' || item.direction === 'OUT',
        )
        .reduce((sum: number, item: { amountCents: number }) => sum + item.amountCents, 0);
      expect(all.data.total).toBeLessThanOrEqual(100);
      expect(posted).toBe(account.totalCents);
      expect(all.data.inCents - all.data.outCents).toBe(account.totalCents);
      const oldest = all.data.list.at(-1) as { at: number };
      expect(Date.now() - oldest.at).toBeGreaterThan(150 * 86_400_000);
      expect(await ledgerProblems(app)).toEqual([]);
    },
  );
});

async function withdraw(call: FundsCall, amountCents: number, password = DEMO_MARGIN_PASSWORD) {
  return call(drawMarginV2, { amountCents, password });
}

describe('withdrawing margin', () => {
  it('holds the amount at once, posts it on SUCCESS and releases it on FAILED', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const start = await figures(call);
    const first = await withdraw(call, 50_000);
    expect(first).toMatchObject({ code: '0000', data: { status: 'PENDING', feeCents: 100 } });
    const held = await figures(call);
    expect(held.availableCents).toBe(start.availableCents - 50_000);
    expect(held.frozenCents).toBe(start.frozenCents + 50_000);
    await settle(app, first.data.payNo, 'SUCCESS');
    const posted = await figures(call);
    expect(posted).toMatchObject({
      availableCents: held.availableCents,
      frozenCents: start.frozenCents,
    });
    const second = await withdraw(call, 20_000);
    await settle(app, second.data.payNo, 'FAILED');
    expect(await figures(call)).toEqual(posted);
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('refuses a wrong password and more than the available money, changing nothing', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const start = await figures(call);
    expect((await withdraw(call, 5_000, '000000')).code).toBe(FUNDS_ERRORS.passwordWrong.code);
    expect((await withdraw(call, start.availableCents + 1)).code).toBe(
      FUNDS_ERRORS.amountRefused.code,
    );
    expect(await figures(call)).toEqual(start);
  });

  it('sets a new margin password after the SMS check; a ticket serves once', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder2');
    const ticket = await ticketOf(app, call);
    expect((await call(marginPasswordUpdate, { ticket, password: '246810' })).code).toBe('0000');
    const reused = await call(marginPasswordUpdate, { ticket, password: '135791' });
    expect(reused.code).toBe(FUNDS_ERRORS.verifyExpired.code);
    expect((await withdraw(call, 5_000)).code).toBe(FUNDS_ERRORS.passwordWrong.code);
    expect((await withdraw(call, 5_000, '246810')).code).toBe('0000');
  });
});

async function unpaidOrders(call: FundsCall) {
  const won = await call(orders.wonLotList, { ...PAGE, status: 'UNPAID' });
  return won.data.list as Array<{
    orderId: number;
    amountCents: number;
    pendingPayNo: string | null;
  }>;
}

describe('paying for a won lot', () => {
  it('from the margin account: once, at once', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const start = await figures(call);
    const [lot] = await unpaidOrders(call);
    const paid = await call(orders.orderPay, {
      orderId: lot!.orderId,
      method: 'MARGIN',
      password: DEMO_MARGIN_PASSWORD,
    });
    expect(paid).toMatchObject({ code: '0000', data: { status: 'SUCCESS' } });
    expect((await figures(call)).availableCents).toBe(start.availableCents - lot!.amountCents);
    const again = await call(orders.orderPay, {
      orderId: lot!.orderId,
      method: 'MARGIN',
      password: DEMO_MARGIN_PASSWORD,
    });
    expect(again.code).toBe(FUNDS_ERRORS.orderNotPayable.code);
    const result = await call(orders.orderPayResultGet, { payNo: paid.data.payNo });
    expect(result.data).toMatchObject({ status: 'SUCCESS', orderStatus: 'PAID' });
  });

  it('by card: a second tap finds the first payment; cancel, then pay and settle', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder2');
    const [lot] = await unpaidOrders(call);
    const first = await call(orders.orderPay, { orderId: lot!.orderId, method: 'BANK_CARD' });
    const second = await call(orders.orderPay, { orderId: lot!.orderId, method: 'BANK_CARD' });
    expect(second.data.payNo).toBe(first.data.payNo);
    const cancelled = await call(orders.orderCancelPay, { payNo: first.data.payNo });
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', orderStatus: 'UNPAID' });
    const third = await call(orders.orderPay, { orderId: lot!.orderId, method: 'BANK_CARD' });
    await settle(app, third.data.payNo, 'SUCCESS');
    const result = await call(orders.orderPayResultQuery, { payNo: third.data.payNo });
    expect(result.data).toMatchObject({ status: 'SUCCESS', orderStatus: 'PAID' });
    const after = await call(orders.orderCancelPayResultQuery, { payNo: first.data.payNo });
    expect(after.data.status).toBe('CANCELLED');
    expect(await ledgerProblems(app)).toEqual([]);
  });
});

async function addFault(app: FastifyInstance, payload: object) {
  await app.inject({ method: 'POST', url: '/__dev/faults', payload });
}

describe('bank faults', () => {
  it('a failed bank step settles the payment FAILED and moves nothing', async () => {
    const app = await makeServer({ bankSettleMs: 20 });
    const call = await fundsClient(app, 'bidder');
    const start = await figures(call);
    await addFault(app, { path: '/__bank/settle', code: 'BANK01', times: 1 });
    const { data } = await call(addMarginV2, { amountCents: 3_000 });
    await vi.waitFor(
      async () =>
        expect((await call(addMarginPayResult, { payNo: data.payNo })).data.status).toBe('FAILED'),
      { timeout: 5_000, interval: 20 },
    );
    expect(await figures(call)).toEqual(start);
  });

  it('a refused charge starts nothing', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const flow = (await call(getMarginFlow, PAGE)).data.total;
    await addFault(app, { path: '/__bank/charge', code: 'BANK02', times: 1 });
    expect((await call(addMarginV2, { amountCents: 3_000 })).code).toBe(
      FUNDS_ERRORS.bankFailed.code,
    );
    expect((await call(getMargin, {})).data.incomingCents).toBe(0);
    expect((await call(getMarginFlow, PAGE)).data.total).toBe(flow);
  });
});
