import { describe, expect, it } from 'vitest';
import {
  amountDetailList,
  amountInfo,
  type FundRecord,
  type RecordLeg,
} from '../../../src/shared/contracts/fund-records';
import { mutualFundToSeller } from '../../../src/shared/contracts/transfers';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { fundsClient, type FundsCall } from './funds-client';
import { makeServer } from './server-fixture';

// /secondParticularsDetails reads the ledger legs of a record's operation through
// pa/amount/info: every posted entry, balanced, the caller's own balances only.

interface Info {
  recordId: number;
  amountCents: number;
  balanceAfterCents: number;
  legs: RecordLeg[];
}

async function newest(call: FundsCall, type?: FundRecord['type']): Promise<FundRecord> {
  const page = await call<{ list: FundRecord[] }>(amountDetailList, {
    pageIndex: 1,
    pageSize: 1,
    ...(type ? { type } : {}),
  });
  const [record] = page.data.list;
  if (!record) throw new Error(`no ${type ?? ''} record`);
  return record;
}

const sumOf = (legs: RecordLeg[], direction: RecordLeg['direction']) =>
  legs.filter((l) => l.direction === direction).reduce((sum, l) => sum + l.amountCents, 0);

describe('a record’s ledger legs (pa/amount/info)', () => {
  it('every record of the seeded history: balanced legs, its own leg with its balance', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const page = await call<{ list: FundRecord[] }>(amountDetailList, {
      pageIndex: 1,
      pageSize: 40,
    });
    expect(page.data.list.length).toBeGreaterThan(10);
    const accounts = new Set<string>();
    for (const record of page.data.list) {
      const { data } = await call<Info>(amountInfo, { recordId: record.recordId });
      expect(data.legs.length).toBeGreaterThanOrEqual(2);
      expect(sumOf(data.legs, 'DEBIT')).toBe(sumOf(data.legs, 'CREDIT'));
      const own = data.legs.find(
        (l) => l.transferId === record.recordId && l.account === 'MY_WALLET',
      );
      expect(own).toMatchObject({
        direction: record.amountCents > 0 ? 'CREDIT' : 'DEBIT',
        amountCents: Math.abs(record.amountCents),
        balanceAfterCents: record.balanceAfterCents,
      });
      for (const leg of data.legs) {
        accounts.add(leg.account);
        if (!leg.account.startsWith('MY_')) expect(leg.balanceAfterCents).toBeNull();
      }
    }
    // The seed's history has recharges, withdrawals with fees and margin transfers.
    expect([...accounts]).toEqual(expect.arrayContaining(['BANK', 'FEES', 'MY_MARGIN']));
  });

  it('a payment to a seller: both sides, each seeing only their own balance', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const bidder = await fundsClient(app, 'bidder');
    const seller = await fundsClient(app, 'seller');
    const paid = await bidder(mutualFundToSeller, {
      sellerId: DEMO_USERS.seller.sellerId,
      amountCents: 12_345,
    });
    expect(paid.code).toBe('0000');

    const out = await newest(bidder, 'PAY_SELLER');
    const mine = (await bidder<Info>(amountInfo, { recordId: out.recordId })).data.legs;
    expect(mine.map((l) => [l.account, l.direction, l.amountCents])).toEqual([
      ['MY_WALLET', 'DEBIT', 12_345],
      ['OTHER_WALLET', 'CREDIT', 12_345],
    ]);
    expect(mine.map((l) => l.balanceAfterCents)).toEqual([out.balanceAfterCents, null]);

    const income = await newest(seller, 'SELLER_INCOME');
    const theirs = (await seller<Info>(amountInfo, { recordId: income.recordId })).data.legs;
    expect(theirs.map((l) => [l.account, l.direction, l.balanceAfterCents])).toEqual([
      ['OTHER_WALLET', 'DEBIT', null],
      ['MY_WALLET', 'CREDIT', income.balanceAfterCents],
    ]);
  });

  it('user B asking for A’s record gets the permission error and no legs', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const a = await fundsClient(app, 'bidder');
    const b = await fundsClient(app, 'bidder2');
    const record = await newest(a);
    const own = await a<Info>(amountInfo, { recordId: record.recordId });
    expect(own.data.legs.length).toBeGreaterThan(0);
    const answer = await b<Info | null>(amountInfo, { recordId: record.recordId });
    expect(answer.code).toBe('CB0403');
    expect(answer.data?.legs).toBeUndefined();
    const missing = await b(amountInfo, { recordId: 987_654_321 });
    expect(missing.code).toBe('CB0404');
  });
});
