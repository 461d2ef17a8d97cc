import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/shared/contract';
import { bankList } from '../../../src/shared/contracts/bank-wallet';
import * as cards from '../../../src/shared/contracts/bank-cards';
import * as records from '../../../src/shared/contracts/fund-records';
import * as orderOperation from '../../../src/shared/contracts/order-operation';
import { wonLotList } from '../../../src/shared/contracts/order-payments';
import * as transfers from '../../../src/shared/contracts/transfers';
import * as wallet from '../../../src/shared/contracts/wallet';
import * as walletInfo from '../../../src/shared/contracts/wallet-info';
import * as recharge from '../../../src/shared/contracts/wallet-recharge';
import * as withdraw from '../../../src/shared/contracts/wallet-withdraw';
import { DEMO_BANK_CARDS } from '../../../server/db/seed/bank-cards-data';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { fundsClient, ledgerProblems, type FundsCall } from './funds-client';
import { login, makeServer } from './server-fixture';
import { lastBankCode, walletOf } from './wallet-helpers';

// "User B cannot read or move user A's wallet, cards or records", on every endpoint of
// Funds II: A's ids get the permission error; calls without ids act on B's own money.

const FAMILIES = [
  cards,
  records,
  orderOperation,
  transfers,
  wallet,
  walletInfo,
  recharge,
  withdraw,
];
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v;
const ALL = FAMILIES.flatMap((family) => Object.values(family).filter(isEndpoint));

const A = DEMO_USERS.bidder.id;
const cardOf = (useType: 1 | 2) =>
  DEMO_BANK_CARDS.findIndex((c) => c.userId === A && c.useType === useType) + 1;
const aIn = cardOf(1);
const aOut = cardOf(2);

interface Ids {
  rechargeNo: string;
  withdrawNo: string;
  transferNo: string;
  recordId: number;
  orderId: number;
}

/** A's money in motion: a pending recharge and withdrawal, a payment to a seller. */
async function aliceIds(app: Awaited<ReturnType<typeof makeServer>>, a: FundsCall): Promise<Ids> {
  await a(recharge.rechargeSms, { cardId: aIn });
  const smsCode = await lastBankCode(app, DEMO_BANK_CARDS[aIn - 1]!.reservedPhone);
  const r = await a(recharge.rechargePay, { cardId: aIn, amountCents: 10_000, smsCode });
  const w = await a(withdraw.withdrawCash, { amountCents: 10_000 });
  const t = await a(transfers.mutualFundToSeller, {
    sellerId: DEMO_USERS.seller.sellerId,
    amountCents: 1_000,
  });
  const list = await a(records.amountDetailList, { pageIndex: 1, pageSize: 1 });
  const orders = await a(wonLotList, { pageIndex: 1, pageSize: 1 });
  return {
    rechargeNo: r.data.payNo,
    withdrawNo: w.data.payNo,
    transferNo: t.data.transferNo,
    recordId: list.data.list[0].recordId,
    orderId: orders.data.list[0].orderId,
  };
}

type Row = [Endpoint, (ids: Ids) => Record<string, unknown>, 'forbidden' | 'own'];

const TABLE: Row[] = [
  [cards.unbindBankCard, () => ({ cardId: aIn }), 'forbidden'],
  [recharge.rechargeAgree, () => ({ cardId: aIn }), 'forbidden'],
  [recharge.rechargeSms, () => ({ cardId: aIn }), 'forbidden'],
  [recharge.rechargePay, () => ({ cardId: aIn, amountCents: 100, smsCode: '000000' }), 'forbidden'],
  [recharge.rechargeResult, (ids) => ({ payNo: ids.rechargeNo }), 'forbidden'],
  [recharge.rechargeCancel, (ids) => ({ payNo: ids.rechargeNo }), 'forbidden'],
  [withdraw.withdrawCash, () => ({ amountCents: 1_000, cardId: aOut }), 'forbidden'],
  [withdraw.withdrawQuery, (ids) => ({ payNo: ids.withdrawNo }), 'forbidden'],
  [transfers.mutualFundToSellerResult, (ids) => ({ transferNo: ids.transferNo }), 'forbidden'],
  [records.amountInfo, (ids) => ({ recordId: ids.recordId }), 'forbidden'],
  [orderOperation.orderOperationInfo, (ids) => ({ orderId: ids.orderId }), 'forbidden'],
  [walletInfo.walletInfo, () => ({}), 'own'],
  [wallet.walletDynamicCode, () => ({ phone: DEMO_USERS.bidder2.phone, scene: 'BIND' }), 'own'],
  [
    wallet.walletRegister,
    () => ({
      realName: '王小明',
      idCard: '11010519491231002X',
      phone: '13900000009',
      smsCode: '111111',
    }),
    'own',
  ],
  [wallet.signWalletContract, () => ({ version: wallet.WALLET_CONTRACT_VERSION }), 'own'],
  [wallet.walletOpen, () => ({}), 'own'],
  // B is a bidder: the seller's call is refused by role before it reads anything.
  [wallet.sellerAccountOpen, () => ({}), 'forbidden'],
  [wallet.walletFunctionQuery, () => ({}), 'own'],
  [wallet.bankBrandPage, () => ({ pageIndex: 1, pageSize: 3 }), 'own'],
  [
    cards.bindBankCard,
    () => ({
      cardNo: DEMO_BANK_CARDS[aIn - 1]!.cardNo,
      holderName: '王小明',
      phone: '13900000009',
      smsCode: '111111',
      useType: 1,
    }),
    'own',
  ],
  [recharge.rechargeRule, () => ({}), 'own'],
  [withdraw.withdrawRule, () => ({}), 'own'],
  [withdraw.withdrawCalculate, () => ({ amountCents: 1_000 }), 'own'],
  [transfers.walletTransfer, () => ({ direction: 'WALLET_TO_MARGIN', amountCents: 100 }), 'own'],
  [
    transfers.mutualFundToSeller,
    () => ({ sellerId: DEMO_USERS.seller2.sellerId, amountCents: 100 }),
    'own',
  ],
  [records.amountDetailList, () => ({ pageIndex: 1, pageSize: 100 }), 'own'],
  [records.amountRefundList, () => ({ pageIndex: 1, pageSize: 100 }), 'own'],
  [records.amountMarginOriginalList, () => ({ pageIndex: 1, pageSize: 100 }), 'own'],
  [records.amountMarginOutList, () => ({ pageIndex: 1, pageSize: 100 }), 'own'],
  [records.amountExport, () => ({ startDate: '2020-01-01', endDate: '2030-12-31' }), 'own'],
];

/** B's statement lines (a file, not an envelope). */
async function bStatement(app: Awaited<ReturnType<typeof makeServer>>): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `${records.amountExport.path}?startDate=2020-01-01&endDate=2030-12-31`,
    headers: { token: await login(app, 'bidder2') },
  });
  expect(response.statusCode).toBe(200);
  const lines = response.rawPayload.toString('utf8').trimEnd().split('\r\n');
  expect(lines.length).toBeGreaterThan(3);
  return lines.slice(1, -2);
}

/** Everything of A's that B might read or change. */
async function aliceState(a: FundsCall) {
  return {
    wallet: await walletOf(a),
    records: (await a(records.amountDetailList, { pageIndex: 1, pageSize: 100 })).data,
    cards: [
      (await a(bankList, { pageIndex: 1, pageSize: 100, useType: 1 })).data,
      (await a(bankList, { pageIndex: 1, pageSize: 100, useType: 2 })).data,
    ],
  };
}

describe('user B cannot read or move user A’s wallet, cards or records', () => {
  it('the table covers every endpoint of Funds II', () => {
    expect(new Set(TABLE.map(([endpoint]) => endpoint))).toEqual(new Set(ALL));
  });

  it('A’s ids get the permission error; B’s own calls show and move none of A’s money', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const a = await fundsClient(app, 'bidder');
    const b = await fundsClient(app, 'bidder2');
    const ids = await aliceIds(app, a);
    const before = await aliceState(a);
    const aRecordIds = new Set(before.records.list.map((r: { recordId: number }) => r.recordId));
    const problems: string[] = [];
    for (const [endpoint, input, expected] of TABLE) {
      if (endpoint === records.amountExport) {
        const ids = (await bStatement(app)).map((line) => Number(line.split(',')[0]));
        if (ids.some((id) => aRecordIds.has(id))) problems.push(`${endpoint.path} exports A’s`);
        continue;
      }
      const answer = await b(endpoint, input(ids));
      if (expected === 'forbidden' && answer.code !== 'CB0403')
        problems.push(`${endpoint.path}: ${answer.code}`);
      const text = JSON.stringify(answer.data ?? '');
      for (const secret of [ids.rechargeNo, ids.withdrawNo, ids.transferNo])
        if (text.includes(secret)) problems.push(`${endpoint.path} shows ${secret}`);
      const list = (answer.data as { list?: Array<{ recordId?: number }> } | null)?.list ?? [];
      if (list.some((r) => r.recordId !== undefined && aRecordIds.has(r.recordId)))
        problems.push(`${endpoint.path} lists A’s records`);
    }
    expect(problems).toEqual([]);
    expect(await aliceState(a)).toEqual(before);
    expect(await ledgerProblems(app)).toEqual([]);
  });
});
