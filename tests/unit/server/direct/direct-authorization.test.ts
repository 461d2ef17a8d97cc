import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import type { Endpoint } from '../../../../src/shared/contract';
import * as goods from '../../../../src/shared/contracts/direct-goods';
import * as orders from '../../../../src/shared/contracts/direct-order';
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

const ISSUE_FAMILIES = ['direct-order', 'direct-goods', 'seller-pages'];

type Check = 'refused' | 'ownOnly';
const ROWS: ReadonlyArray<[Endpoint, Record<string, unknown>, Check]> = [
  [orders.orderList, PAGE, 'ownOnly'],
  [orders.orderListV2, { ...PAGE, keyword: 'DA0001' }, 'ownOnly'],
  [orders.orderCount, {}, 'ownOnly'],
  [orders.orderCancel, { orderId: created }, 'refused'],
  [orders.orderInfo, { orderId: inspected }, 'refused'],
  [orders.orderInfoV2, { orderId: inspected }, 'refused'],
  [goods.goodsList, PAGE, 'ownOnly'],
  [goods.sellerMerchandiseList, { ...PAGE, keyword: 'DA0001' }, 'ownOnly'],
  [goods.goodsDetail, { merchandiseId: inspected }, 'refused'],
  [goods.goodsTotal, {}, 'ownOnly'],
  [goods.referPriceByMerchandise, { merchandiseId: inspected }, 'refused'],
  [goods.confirmReservePrice, { merchandiseId: inspected, ...price }, 'refused'],
  [goods.changeReservePrice, { merchandiseId: listed, ...price }, 'refused'],
  [goods.updateOnShelfPrice, { merchandiseId: listed, ...price }, 'refused'],
  [goods.recheckInfo, { merchandiseId: inspected }, 'refused'],
  [goods.reDetectReq, { merchandiseId: inspected, reason: '划痕不符' }, 'refused'],
  [
    goods.referPriceFeedback,
    { merchandiseId: inspected, expectedCents: 100000, note: '' },
    'refused',
  ],
  [goods.goodsReturn, { merchandiseId: inspected }, 'refused'],
  [goods.goodsReturnBatch, { merchandiseIds: [inspected, listed] }, 'refused'],
  [goods.serviceFeePay, { merchandiseIds: [inspected], payFrom: 'wallet' }, 'refused'],
  [pages.sellerAuctionDetail, { merchandiseId: listed }, 'refused'],
  [pages.directSearch, { keyword: 'DA0001' }, 'ownOnly'],
  [pages.directSearchRecent, {}, 'ownOnly'],
  [pages.directSearchClear, {}, 'ownOnly'],
];

const A_MARK = /DA0001|"userId":1\b/;
let app: FastifyInstance;
let tokenB: string;
let tokenA: string;
let tokenBidder: string;

beforeAll(async () => {
  app = await makeServer();
  tokenA = await login(app, 'seller');
  tokenB = await login(app, 'seller2');
  tokenBidder = await login(app, 'bidder');
});
afterAll(() => app.close());

describe('direct-sale authorization', () => {
  it('covers every endpoint of the issue', async () => {
    const all = (await discoverContracts())
      .filter(({ family }) => ISSUE_FAMILIES.includes(family))
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(all.length).toBeGreaterThan(20);
    const covered = ROWS.map(([endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(covered)).toEqual(new Set(all));
  });

  it.each(ROWS)('seller B on A’s data: %s', async (endpoint, input, check) => {
    const before = await call(app, orders.orderInfoV2, { orderId: inspected }, tokenA);
    const answer: Answer = await call(app, endpoint, input, tokenB);
    if (check === 'refused') {
      expect([BUSINESS_ERRORS.forbidden.code, BUSINESS_ERRORS.notFound.code]).toContain(
        answer.code,
      );
      expect(JSON.stringify(answer.data ?? null)).not.toMatch(A_MARK);
    } else {
      expect(answer.code).toBe(SUCCESS_CODE);
      expect(JSON.stringify(answer.data)).not.toMatch(A_MARK);
    }
    const after = await call(app, orders.orderInfoV2, { orderId: inspected }, tokenA);
    expect(after.data).toEqual(before.data);
  });

  it.each(ROWS)('a bidder is forbidden: %s', async (endpoint, input) => {
    const answer = await call(app, endpoint, input, tokenBidder);
    expect(answer.code).toBe(BUSINESS_ERRORS.forbidden.code);
  });
});
