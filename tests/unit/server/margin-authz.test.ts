import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/shared/contract';
import * as margin from '../../../src/shared/contracts/margin';
import * as draw from '../../../src/shared/contracts/margin-draw';
import * as password from '../../../src/shared/contracts/margin-password';
import * as topUp from '../../../src/shared/contracts/margin-topup';
import * as orders from '../../../src/shared/contracts/order-payments';
import { sendSms } from '../../../src/shared/contracts/user-registration';
import { DEMO_BANK_CARDS } from '../../../server/db/seed/bank-cards-data';
import { DEMO_MARGIN_PASSWORD } from '../../../server/db/seed/funds';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { discoverContracts } from '../../../server/kit/discover-contracts';
import { fundsClient, ledgerProblems, ticketOf } from './funds-client';
import { makeServer } from './server-fixture';

// "User B cannot read or move user A's money", on every endpoint of Funds I: B
// (bidder2) calls each one with A's (bidder's) ids; B gets a non-0000 answer or
// only B's own data, and nothing of A's changes.

const A = DEMO_USERS.bidder;
const cardOfA = (useType: 1 | 2) =>
  DEMO_BANK_CARDS.findIndex((c) => c.userId === A.id && c.useType === useType) + 1;
const FUNDS_FAMILIES = new Set([
  'margin',
  'margin-topup',
  'margin-draw',
  'margin-password',
  'order-payments',
]);

interface Ids {
  payNo: string;
  orderPayNo: string;
  orderId: number;
  ticket: string;
}

type Row = [
  endpoint: Endpoint,
  input: (ids: Ids) => Record<string, unknown>,
  expect: 'refused' | 'own',
];

const PAGE = { pageIndex: 1, pageSize: 100 };
const ROWS: Row[] = [
  [topUp.addMarginPayResult, (ids) => ({ payNo: ids.payNo }), 'refused'],
  [topUp.payCancel, (ids) => ({ payNo: ids.payNo }), 'refused'],
  [topUp.payCancelResult, (ids) => ({ payNo: ids.payNo }), 'refused'],
  [topUp.addMargin, () => ({ amountCents: 100, cardId: cardOfA(1) }), 'refused'],
  [
    draw.drawMargin,
    () => ({ amountCents: 5_000, cardId: cardOfA(2), password: DEMO_MARGIN_PASSWORD }),
    'refused',
  ],
  [
    orders.orderPay,
    (ids) => ({ orderId: ids.orderId, method: 'MARGIN', password: DEMO_MARGIN_PASSWORD }),
    'refused',
  ],
  [orders.orderPayResultQuery, (ids) => ({ payNo: ids.orderPayNo }), 'refused'],
  [orders.orderPayResultGet, (ids) => ({ payNo: ids.orderPayNo }), 'refused'],
  [orders.orderCancelPay, (ids) => ({ payNo: ids.orderPayNo }), 'refused'],
  [orders.orderCancelPayResultQuery, (ids) => ({ payNo: ids.orderPayNo }), 'refused'],
  [password.marginPasswordUpdate, (ids) => ({ ticket: ids.ticket, password: '111111' }), 'refused'],
  [password.verifyCode, () => ({ code: '000000', purpose: 'marginPassword' }), 'refused'],
  [sendSms, () => ({ phone: A.phone, purpose: 'marginPassword' }), 'refused'],
  // No id in the call: the caller's own account is all it can reach.
  [margin.getMargin, () => ({}), 'own'],
  [margin.getMarginFlow, () => PAGE, 'own'],
  [margin.searchMargin, () => PAGE, 'own'],
  [margin.checkMarginContract, () => ({}), 'own'],
  [margin.signMarginContract, () => ({ version: margin.MARGIN_CONTRACT_VERSION }), 'own'],
  [topUp.addMarginV2, () => ({ amountCents: 100 }), 'own'],
  [topUp.addMarginBeforeValid, () => ({ amountCents: 100 }), 'own'],
  [topUp.paymentMethodQuery, () => ({ scene: 'ORDER_PAY' }), 'own'],
  [topUp.paymentChannelInfoQuery, () => ({}), 'own'],
  [topUp.paymentStartCheckMessage, () => ({ scene: 'MARGIN_TOPUP', amountCents: 100 }), 'own'],
  [draw.drawMarginCalculate, () => ({ amountCents: 5_000 }), 'own'],
  [draw.drawMarginCalculateV2, () => ({ amountCents: 5_000 }), 'own'],
  [draw.drawMarginV2, () => ({ amountCents: 5_000, password: DEMO_MARGIN_PASSWORD }), 'own'],
  [
    draw.offlineDrawMargin,
    () => ({
      amountCents: 5_000,
      password: DEMO_MARGIN_PASSWORD,
      accountName: '赵雨桐',
      bankName: '中国银行',
      accountNo: '6216610000004444',
    }),
    'own',
  ],
  [orders.wonLotList, () => PAGE, 'own'],
];

describe('user B cannot read or move user A’s money', () => {
  it('the table names every endpoint of Funds I', async () => {
    const funds = (await discoverContracts())
      .filter(({ family }) => FUNDS_FAMILIES.has(family))
      .map(({ endpoint }) => endpoint);
    const covered = new Set(ROWS.map(([endpoint]) => endpoint));
    expect(funds.filter((endpoint) => !covered.has(endpoint)).map((e) => e.path)).toEqual([]);
  });

  it('every call of B with A’s ids is refused or answers B’s own, and A’s money stays put', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const asA = await fundsClient(app, 'bidder');
    const asB = await fundsClient(app, 'bidder2');
    const payNo = (await asA(topUp.addMarginV2, { amountCents: 3_000 })).data.payNo as string;
    const won = (await asA(orders.wonLotList, PAGE)).data.list as Array<{
      orderId: number;
      status: string;
    }>;
    const unpaid = won.filter((lot) => lot.status === 'UNPAID');
    const orderId = unpaid[0]!.orderId;
    const orderPayNo = (await asA(orders.orderPay, { orderId, method: 'BANK_CARD' })).data
      .payNo as string;
    const snapshot = async () => ({
      margin: (await asA(margin.getMargin, {})).data,
      flow: (await asA(margin.getMarginFlow, PAGE)).data,
      won: (await asA(orders.wonLotList, PAGE)).data,
      pay: (await asA(topUp.addMarginPayResult, { payNo })).data,
      orderPay: (await asA(orders.orderPayResultQuery, { payNo: orderPayNo })).data,
    });
    const before = await snapshot();
    const aPayNos = new Set([
      payNo,
      orderPayNo,
      ...before.flow.list.map((item: { payNo: string }) => item.payNo),
    ]);
    const ticket = await ticketOf(app, asA);
    const ids: Ids = { payNo, orderPayNo, orderId: unpaid[1]!.orderId, ticket };
    const leaks: string[] = [];
    for (const [endpoint, input, expected] of ROWS) {
      const answer = await asB(endpoint, input(ids));
      const text = JSON.stringify(answer.data);
      const leaked = [...aPayNos].some((no) => no && text.includes(no)) || text.includes(A.phone);
      if (expected === 'refused' && answer.code === '0000')
        leaks.push(`${endpoint.path}: answered 0000`);
      if (leaked) leaks.push(`${endpoint.path}: answered A’s data`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(await ledgerProblems(app)).toEqual([]);
  }, 60_000);
});
