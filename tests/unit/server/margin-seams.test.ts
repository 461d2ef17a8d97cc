import { describe, expect, it, vi } from 'vitest';
import { getMargin, getMarginFlow } from '../../../src/shared/contracts/margin';
import {
  addMarginPayResult,
  addMarginV2,
  payCancel,
  payCancelResult,
} from '../../../src/shared/contracts/margin-topup';
import {
  bankState,
  freshKey,
  fundsClient,
  ledgerProblems,
  settle,
  type FundsCall,
} from './funds-client';
import { makeServer } from './server-fixture';

// CONTRACTS.md "Money seams", exactly as the outside checks call them.

// The whole account view: incomingCents shows a payment started, so equal means nothing began.
const margin = async (call: FundsCall) =>
  (await call(getMargin, {})).data as {
    availableCents: number;
    frozenCents: number;
    incomingCents: number;
  };

describe('money seams', () => {
  it('get/margin answers integer availableCents and frozenCents', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const answer = await call(getMargin, {});
    expect(answer.code).toBe('0000');
    expect(Number.isInteger(answer.data.availableCents)).toBe(true);
    expect(answer.data.availableCents).toBeGreaterThan(0);
    expect(answer.data.frozenCents).toBeGreaterThan(0);
  });

  it('marginV2 starts one payment per key; SUCCESS moves the amount once', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await margin(call);
    const key = freshKey();
    const first = await call(addMarginV2, { amountCents: 12_345 }, { key });
    expect(first).toMatchObject({ code: '0000', data: { status: 'PENDING' } });
    const again = await call(addMarginV2, { amountCents: 12_345 }, { key });
    expect(again.data.payNo).toBe(first.data.payNo);
    expect((await call(addMarginPayResult, { payNo: first.data.payNo })).data.status).toBe(
      'PENDING',
    );
    // On its way, not in the balance yet.
    expect(await margin(call)).toEqual({ ...before, incomingCents: before.incomingCents + 12_345 });

    expect(await settle(app, first.data.payNo, 'SUCCESS')).toEqual({
      settled: true,
      status: 'SUCCESS',
    });
    expect(await settle(app, first.data.payNo, 'SUCCESS')).toEqual({
      settled: false,
      status: 'SUCCESS',
    });
    expect(await settle(app, first.data.payNo, 'FAILED')).toEqual({
      settled: false,
      status: 'SUCCESS',
    });
    expect((await call(addMarginPayResult, { payNo: first.data.payNo })).data.status).toBe(
      'SUCCESS',
    );
    const after = await margin(call);
    expect(after.availableCents - before.availableCents).toBe(12_345);
    expect(after.frozenCents).toBe(before.frozenCents);
    const flow = await call(getMarginFlow, { pageIndex: 1, pageSize: 1 });
    expect(flow.data.list[0]).toMatchObject({
      direction: 'IN',
      amountCents: 12_345,
      payNo: first.data.payNo,
    });
    expect(await ledgerProblems(app)).toEqual([]);
  });

  // Needs the kit's body fingerprint (platform-idem's idempotency store).
  it('refuses the same key with another body and starts nothing', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const key = freshKey();
    await call(addMarginV2, { amountCents: 12_345 }, { key });
    const before = await margin(call);
    const other = await call(addMarginV2, { amountCents: 999 }, { key });
    expect(other.code).not.toBe('0000');
    expect(await margin(call)).toEqual(before);
  });

  it.each([
    ['no key', { amountCents: 100 }, null],
    ['zero', { amountCents: 0 }, 'k'],
    ['negative', { amountCents: -100 }, 'k'],
    ['fraction', { amountCents: 10.5 }, 'k'],
    ['over ¥1,000,000', { amountCents: 100_000_001 }, 'k'],
    ['text', { amountCents: '100' }, 'k'],
  ])('refuses %s and changes nothing', async (_name, body, key) => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await margin(call);
    const answer = await call(addMarginV2, body, { key: key === null ? null : freshKey() });
    expect(answer.code).not.toBe('0000');
    expect(await margin(call)).toEqual(before);
  });

  it('FAILED leaves every balance unchanged; a settled payment cannot be cancelled', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await margin(call);
    const { data } = await call(addMarginV2, { amountCents: 5_000 });
    await settle(app, data.payNo, 'FAILED');
    expect((await call(addMarginPayResult, { payNo: data.payNo })).data.status).toBe('FAILED');
    expect(await margin(call)).toEqual(before);
    const cancel = await call(payCancel, { payNo: data.payNo });
    expect(cancel.code).not.toBe('0000');
  });

  it('cancels a pending payment; the bank can no longer settle it', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await margin(call);
    const { data } = await call(addMarginV2, { amountCents: 7_000 });
    const cancelled = await call(payCancel, { payNo: data.payNo });
    expect(cancelled).toMatchObject({ code: '0000', data: { status: 'CANCELLED' } });
    expect((await call(payCancelResult, { payNo: data.payNo })).data.status).toBe('CANCELLED');
    expect(await settle(app, data.payNo, 'SUCCESS')).toEqual({
      settled: false,
      status: 'CANCELLED',
    });
    expect(await margin(call)).toEqual(before);
  });

  it('the bank settles by itself after BANK_SETTLE_MS', async () => {
    const app = await makeServer({ bankSettleMs: 30 });
    const call = await fundsClient(app, 'bidder');
    const before = await margin(call);
    const { data } = await call(addMarginV2, { amountCents: 4_200 });
    expect((await bankState(app)).waiting).toBe(1);
    await vi.waitFor(
      async () =>
        expect((await call(addMarginPayResult, { payNo: data.payNo })).data.status).toBe('SUCCESS'),
      { timeout: 5_000, interval: 20 },
    );
    expect((await margin(call)).availableCents - before.availableCents).toBe(4_200);
  });

  it('BANK_SETTLE_MS=0 never settles by itself', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const { data } = await call(addMarginV2, { amountCents: 4_200 });
    expect(await bankState(app)).toEqual({ settleMs: 0, waiting: 0 });
    expect((await call(addMarginPayResult, { payNo: data.payNo })).data.status).toBe('PENDING');
  });
});
