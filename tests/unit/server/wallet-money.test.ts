import { describe, expect, it } from 'vitest';
import { getMargin } from '../../../src/shared/contracts/margin';
import {
  mutualFundToSeller,
  mutualFundToSellerResult,
  walletTransfer,
} from '../../../src/shared/contracts/transfers';
import { walletInfo } from '../../../src/shared/contracts/wallet-info';
import {
  rechargeCancel,
  rechargePay,
  rechargeResult,
  rechargeSms,
} from '../../../src/shared/contracts/wallet-recharge';
import { withdrawCash, withdrawQuery } from '../../../src/shared/contracts/wallet-withdraw';
import { DEMO_BANK_CARDS } from '../../../server/db/seed/bank-cards-data';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { freshKey, fundsClient, ledgerProblems, settle } from './funds-client';
import { makeServer } from './server-fixture';
import { lastBankCode, walletOf } from './wallet-helpers';

// Card ids follow the seed's insert order (ids from 1).
const cardIdOf = (userId: number, useType: 1 | 2) =>
  DEMO_BANK_CARDS.findIndex((c) => c.userId === userId && c.useType === useType) + 1;
const bidderIn = cardIdOf(DEMO_USERS.bidder.id, 1);
const bidderInPhone = DEMO_BANK_CARDS[bidderIn - 1]!.reservedPhone;

async function recharge(
  app: Awaited<ReturnType<typeof makeServer>>,
  amountCents: number,
  key?: string,
) {
  const call = await fundsClient(app, 'bidder');
  expect((await call(rechargeSms, { cardId: bidderIn })).code).toBe('0000');
  const smsCode = await lastBankCode(app, bidderInPhone);
  return {
    call,
    smsCode,
    answer: await call(rechargePay, { cardId: bidderIn, amountCents, smsCode }, key ? { key } : {}),
  };
}

describe('wallet money over the ledger', () => {
  it('the seeded wallet is open, holds money and its books balance', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const { data } = await call(walletInfo, {});
    expect(data.status).toBe('OPEN');
    expect(data.balanceCents).toBeGreaterThan(0);
    expect(data.functions).toContain('RECHARGE');
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('a recharge waits for the bank, then SUCCESS adds it once; a replayed key starts nothing', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const key = freshKey();
    const { call, answer, smsCode } = await recharge(app, 12_345, key);
    expect(answer.data.status).toBe('PENDING');
    const before = await walletOf(call);
    expect(before.incomingCents).toBeGreaterThanOrEqual(12_345);
    // The same tap sent again (same key, same body): the stored answer, nothing started.
    const again = await call(
      rechargePay,
      { cardId: bidderIn, amountCents: 12_345, smsCode },
      { key },
    );
    expect(again.data.payNo).toBe(answer.data.payNo);
    // The same key with another body is refused (the kit's idempotency semantics).
    const other = await call(
      rechargePay,
      { cardId: bidderIn, amountCents: 12_345, smsCode: '000000' },
      { key },
    );
    expect(other.code).toBe('CB0422');
    expect(await settle(app, answer.data.payNo, 'SUCCESS')).toMatchObject({ settled: true });
    const after = await walletOf(call);
    expect(after.balanceCents - before.balanceCents).toBe(12_345);
    expect((await call(rechargeResult, { payNo: answer.data.payNo })).data.status).toBe('SUCCESS');
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('a recharge failed by the bank or cancelled leaves every balance unchanged', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await walletOf(call);
    const failed = (await recharge(app, 5_000)).answer.data.payNo as string;
    await settle(app, failed, 'FAILED');
    expect(await walletOf(call)).toEqual(before);
    expect((await call(rechargeCancel, { payNo: failed })).code).toBe('CB0602');
  });

  it('a cancelled recharge moves nothing; its used code cannot start another', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await walletOf(call);
    const { answer } = await recharge(app, 6_000);
    const cancelled = await call(rechargeCancel, { payNo: answer.data.payNo });
    expect(cancelled.data.status).toBe('CANCELLED');
    expect(await walletOf(call)).toEqual(before);
    expect((await call(rechargeCancel, { payNo: answer.data.payNo })).code).toBe('CB0602');
    const used = await lastBankCode(app, bidderInPhone);
    const again = await call(rechargePay, { cardId: bidderIn, amountCents: 6_000, smsCode: used });
    expect(again.code).toBe('CB0113');
    expect(await walletOf(call)).toEqual(before);
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('a withdrawal is held at once and released when the bank fails it', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await walletOf(call);
    const started = await call(withdrawCash, { amountCents: 20_000 });
    expect(started.code).toBe('0000');
    const held = await walletOf(call);
    expect(before.availableCents - held.availableCents).toBe(20_000);
    expect(held.frozenCents - before.frozenCents).toBe(20_000);
    await settle(app, started.data.payNo, 'FAILED');
    expect(await walletOf(call)).toEqual(before);
    expect((await call(withdrawQuery, { payNo: started.data.payNo })).data.status).toBe('FAILED');
    const tooMuch = await call(withdrawCash, { amountCents: before.availableCents + 1 });
    expect(tooMuch.code).toBe('CB0630');
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('transfers between the wallet and the margin account move at once, both ways', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const margin = async () => (await call(getMargin, {})).data.availableCents as number;
    const [wallet0, margin0] = [await walletOf(call), await margin()];
    const out = await call(walletTransfer, { direction: 'WALLET_TO_MARGIN', amountCents: 7_000 });
    expect(out.data.walletAvailableCents).toBe(wallet0.availableCents - 7_000);
    expect(await margin()).toBe(margin0 + 7_000);
    await call(walletTransfer, { direction: 'MARGIN_TO_WALLET', amountCents: 2_000 });
    expect((await walletOf(call)).balanceCents).toBe(wallet0.balanceCents - 5_000);
    const over = await call(walletTransfer, {
      direction: 'WALLET_TO_MARGIN',
      amountCents: wallet0.availableCents,
    });
    expect(over.code).toBe('CB0630');
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('a double tap on transfer (one key) moves the money once', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await walletOf(call);
    const key = freshKey();
    const input = { direction: 'WALLET_TO_MARGIN', amountCents: 3_000 };
    const [one, two] = await Promise.all([
      call(walletTransfer, input, { key }),
      call(walletTransfer, input, { key }),
    ]);
    expect(two.data.transferNo).toBe(one.data.transferNo);
    expect((await walletOf(call)).balanceCents).toBe(before.balanceCents - 3_000);
    // The same key with another body is refused or replayed: either way nothing more moves.
    await call(walletTransfer, { ...input, amountCents: 3_001 }, { key });
    expect((await walletOf(call)).balanceCents).toBe(before.balanceCents - 3_000);
  });

  it('a settled withdrawal takes its amount, fee included, once', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await walletOf(call);
    const started = await call(withdrawCash, { amountCents: 20_000 });
    expect(started.data).toMatchObject({ feeCents: 200, arriveCents: 19_800 });
    await settle(app, started.data.payNo, 'SUCCESS');
    const after = await walletOf(call);
    expect(before.balanceCents - after.balanceCents).toBe(20_000);
    expect(after.frozenCents).toBe(before.frozenCents);
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('pays a seller from the wallet into the seller’s wallet, with its result', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const bidder = await fundsClient(app, 'bidder');
    const seller = await fundsClient(app, 'seller');
    const [payer0, payee0] = [await walletOf(bidder), await walletOf(seller)];
    const paid = await bidder(mutualFundToSeller, {
      sellerId: DEMO_USERS.seller.sellerId,
      amountCents: 8_800,
      remark: '货款',
    });
    expect(paid.data).toMatchObject({ status: 'SUCCESS', amountCents: 8_800 });
    expect((await walletOf(bidder)).balanceCents).toBe(payer0.balanceCents - 8_800);
    expect((await walletOf(seller)).balanceCents).toBe(payee0.balanceCents + 8_800);
    const result = await bidder(mutualFundToSellerResult, { transferNo: paid.data.transferNo });
    expect(result.data).toEqual(paid.data);
    const toBidder = await seller(mutualFundToSeller, { sellerId: 99_999, amountCents: 100 });
    expect(toBidder.code).toBe('CB0631');
    expect(await ledgerProblems(app)).toEqual([]);
  });

  it('a recharge the bank refuses at once (fault control) starts nothing', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const before = await walletOf(call);
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: '/__bank/charge', code: 'BANK01', times: 1 },
    });
    const { answer } = await recharge(app, 4_000);
    expect(answer.code).toBe('CB0610');
    expect(await walletOf(call)).toEqual(before);
    expect(await ledgerProblems(app)).toEqual([]);
  });
});
