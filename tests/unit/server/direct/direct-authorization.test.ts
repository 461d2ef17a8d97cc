import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import type { Endpoint } from '../../../../src/shared/contract';
import * as goods from '../../../../src/shared/contracts/direct-goods';
import * as gc from '../../../../src/shared/contracts/direct-goods-changes';
import * as orders from '../../../../src/shared/contracts/direct-order';
import * as info from '../../../../src/shared/contracts/direct-order-info';
import { sellerAuctionDetail } from '../../../../src/shared/contracts/direct-auction';
import * as pages from '../../../../src/shared/contracts/seller-pages';
import { discoverContracts } from '../../../../server/kit/discover-contracts';
import { login, makeServer } from '../server-fixture';
import { seededOrderId } from '../seller-samples';
import { call, type Answer } from '../consignment/seller-client';

// Issue 18: seller B (user 3) tries seller A's (user 1) orders and goods on every
// endpoint of the issue; a bidder is refused everywhere.
const created = seededOrderId('created');
const inspected = seededOrderId('inspected');
const listed = seededOrderId('listed');
const PAGE = { pageIndex: 1, pageSize: 100 };
const price = { priceCents: 100000 };

const ISSUE_FAMILIES = [
  'direct-order',
  'direct-order-info',
  'direct-goods',
  'direct-goods-changes',
  'direct-auction',
  'seller-pages',
];

type Check = 'refused' | 'ownOnly';
const ROWS: ReadonlyArray<[Endpoint, Record<string, unknown>, Check]> = [
  [orders.orderList, PAGE, 'ownOnly'],
  [orders.orderListV2, { ...PAGE, keyword: 'DA0001' }, 'ownOnly'],
  [orders.orderCount, {}, 'ownOnly'],
  [orders.orderCancel, { orderId: created }, 'refused'],
  [info.orderInfo, { orderId: inspected }, 'refused'],
  [info.orderInfoV2, { orderId: inspected }, 'refused'],
  [goods.goodsList, PAGE, 'ownOnly'],
  [goods.sellerMerchandiseList, { ...PAGE, keyword: 'DA0001' }, 'ownOnly'],
  [goods.goodsDetail, { merchandiseId: inspected }, 'refused'],
  [goods.goodsTotal, {}, 'ownOnly'],
  [goods.referPriceByMerchandise, { merchandiseId: inspected }, 'refused'],
  [gc.confirmReservePrice, { merchandiseId: inspected, ...price }, 'refused'],
  [gc.changeReservePrice, { merchandiseId: listed, ...price }, 'refused'],
  [gc.updateOnShelfPrice, { merchandiseId: listed, ...price }, 'refused'],
  [gc.recheckInfo, { merchandiseId: inspected }, 'refused'],
  [gc.reDetectReq, { merchandiseId: inspected, reason: '划痕不符' }, 'refused'],
  [gc.referPriceFeedback, { merchandiseId: inspected, expectedCents: 100000, note: '' }, 'refused'],
  [gc.goodsReturn, { merchandiseId: inspected }, 'refused'],
  [gc.goodsReturnBatch, { merchandiseIds: [inspected, listed] }, 'refused'],
  [gc.serviceFeePay, { merchandiseIds: [inspected], payFrom: 'wallet' }, 'refused'],
  [sellerAuctionDetail, { merchandiseId: listed }, 'refused'],
  // Before B's own search: B's recent searches would then hold the keyword DA0001 itself.
  [pages.directSearchRecent, {}, 'ownOnly'],
  [pages.directSearch, { keyword: 'DA0001' }, 'ownOnly'],
  [pages.directSearchClear, {}, 'ownOnly'],
];

const A_MARK = /DA0001|"userId":1\b/;
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describe('direct-sale authorization', () => {
  it('covers every endpoint of the issue', async () => {
    const all = (await discoverContracts())
      .filter(({ family }) => ISSUE_FAMILIES.includes(family))
      .map(({ endpoint }) => keyOf(endpoint));
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(ROWS.map(([endpoint]) => keyOf(endpoint)))).toEqual(new Set(all));
  });

  it('seller B neither reads nor changes seller A’s orders or goods on any endpoint', async () => {
    const app = await makeServer();
    const [tokenA, tokenB] = [await login(app, 'seller'), await login(app, 'seller2')];
    const snapshotOfA = async () => [
      await call(app, info.orderInfoV2, { orderId: inspected }, tokenA),
      await call(app, goods.goodsDetail, { merchandiseId: listed }, tokenA),
      await call(app, orders.orderCount, {}, tokenA),
    ];
    const before = await snapshotOfA();
    const problems: string[] = [];
    for (const [endpoint, input, check] of ROWS) {
      const answer: Answer = await call(app, endpoint, input, tokenB);
      const leaked = A_MARK.test(JSON.stringify(answer.data ?? null));
      const refused: string[] = [BUSINESS_ERRORS.forbidden.code, BUSINESS_ERRORS.notFound.code];
      const fine =
        check === 'refused' ? refused.includes(answer.code) : answer.code === SUCCESS_CODE;
      if (!fine || leaked) problems.push(`${keyOf(endpoint)} → ${answer.code} ${answer.msg}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  }, 60_000);

  it('a bidder is forbidden on every endpoint', async () => {
    const app = await makeServer();
    const bidder = await login(app, 'bidder');
    const answers: string[] = [];
    for (const [endpoint, input] of ROWS) {
      const answer = await call(app, endpoint, input, bidder);
      if (answer.code !== BUSINESS_ERRORS.forbidden.code) answers.push(keyOf(endpoint));
    }
    expect(answers).toEqual([]);
  }, 60_000);
});
