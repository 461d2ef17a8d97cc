import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import * as goods from '../../../../src/shared/contracts/direct-goods';
import * as gc from '../../../../src/shared/contracts/direct-goods-changes';
import * as orders from '../../../../src/shared/contracts/direct-order';
import * as detailContracts from '../../../../src/shared/contracts/direct-order-info';
import * as pages from '../../../../src/shared/contracts/seller-pages';
import { publishCheck } from '../../../../src/shared/contracts/seller-publish';
import { DIRECT_GOODS_PER_SELLER, directSeededId } from '../../../../server/db/seed/direct-goods';
import { ORDER_STATES } from '../../../../server/consignment/state-machine';
import { login, makeServer } from '../server-fixture';
import { call } from '../consignment/seller-client';

// Issue 18: the direct-sale lists page through the seeded goods, and each seller
// action goes through the state machine.
let app: FastifyInstance;
let token: string;

// The fixture closes each test's server after it: every test starts from the seed.
beforeEach(async () => {
  app = await makeServer();
  token = await login(app, 'seller');
});

describe('direct-sale orders and goods', () => {
  it('pages through a few hundred goods without repeats, counts agree', async () => {
    const seen = new Set<number>();
    let page = 1;
    let hasMore = true;
    while (hasMore) {
      const answer = await call(app, goods.goodsList, { pageIndex: page, pageSize: 20 }, token);
      for (const item of answer.data.list) seen.add(item.merchandiseId);
      hasMore = answer.data.hasMore;
      page += 1;
    }
    const total = await call(app, goods.goodsTotal, {}, token);
    expect(seen.size).toBe(total.data.total);
    expect(seen.size).toBeGreaterThan(DIRECT_GOODS_PER_SELLER[1]!);
    const counts = await call(app, orders.orderCount, {}, token);
    expect(counts.data.counts.map((c: { state: string }) => c.state)).toEqual([...ORDER_STATES]);
    for (const row of counts.data.counts) expect(row.count).toBeGreaterThan(0);
    const tab = await call(
      app,
      orders.orderListV2,
      { pageIndex: 1, pageSize: 5, state: 'rechecking' },
      token,
    );
    const rechecking = counts.data.counts.find((c: { state: string }) => c.state === 'rechecking');
    expect(tab.data.total).toBe(rechecking.count);
    expect(tab.data.list.every((o: { state: string }) => o.state === 'rechecking')).toBe(true);
  });

  it('cancels where the state allows, and names the state where not', async () => {
    const created = directSeededId('created', 0, 1);
    const cancelled = await call(app, orders.orderCancel, { orderId: created }, token);
    expect(cancelled.data.state).toBe('cancelled');
    const listed = directSeededId('listed', 0, 1);
    const refused = await call(app, orders.orderCancel, { orderId: listed }, token);
    expect(refused.code).toBe(BUSINESS_ERRORS.stateNotAllowed.code);
    expect(refused.msg).toContain('「已上架」');
  });

  it('confirms and changes a reserve price within its range only', async () => {
    const id = directSeededId('inspected', 0, 2);
    const detail = await call(app, goods.goodsDetail, { merchandiseId: id }, token);
    const { minCents, maxCents } = detail.data.priceRange;
    const out = await call(
      app,
      gc.confirmReservePrice,
      { merchandiseId: id, priceCents: maxCents + 1000 },
      token,
    );
    expect(out.code).toBe(BUSINESS_ERRORS.priceOutOfRange.code);
    const ok = await call(
      app,
      gc.confirmReservePrice,
      { merchandiseId: id, priceCents: minCents },
      token,
    );
    expect([ok.code, ok.data.reservePriceCents, ok.data.reserveConfirmed]).toEqual([
      SUCCESS_CODE,
      minCents,
      true,
    ]);
    const changed = await call(
      app,
      gc.changeReservePrice,
      { merchandiseId: id, priceCents: maxCents },
      token,
    );
    expect(changed.data.reservePriceCents).toBe(maxCents);
    const info = await call(app, detailContracts.orderInfoV2, { orderId: id }, token);
    expect(info.data.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['确认保留价', '修改保留价']),
    );
  });

  it('a re-check asked holds the item from publishing', async () => {
    const id = directSeededId('inspected', 0, 3);
    const asked = await call(
      app,
      gc.reDetectReq,
      { merchandiseId: id, reason: '电池健康度与报告不符' },
      token,
    );
    expect([asked.data.state, asked.data.recheck.reason]).toEqual([
      'rechecking',
      '电池健康度与报告不符',
    ]);
    const info = await call(app, gc.recheckInfo, { merchandiseId: id }, token);
    expect(info.data.canAsk).toBe(false);
    const check = await call(app, publishCheck, { itemId: id }, token);
    expect(check.data.canPublish).toBe(false);
    const again = await call(app, gc.reDetectReq, { merchandiseId: id, reason: '再查一次' }, token);
    expect(again.msg).toContain('「复检中」');

    const answered = await app.inject({
      method: 'POST',
      url: '/__dev/consignment/recheck/answer',
      payload: { orderId: id, answer: '复检确认等级不变', grade: 'A' },
    });
    expect(answered.statusCode).toBe(200);
    const after = await call(app, gc.recheckInfo, { merchandiseId: id }, token);
    expect([after.data.canAsk, after.data.answer]).toEqual([true, '复检确认等级不变']);
    const twice = await app.inject({
      method: 'POST',
      url: '/__dev/consignment/recheck/answer',
      payload: { orderId: id, answer: '再答一次' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('finds orders by order and express number and keeps recent searches', async () => {
    const shipped = directSeededId('shipped', 0, 4);
    const info = await call(app, detailContracts.orderInfo, { orderId: shipped }, token);
    const byExpress = await call(app, pages.directSearch, { keyword: info.data.expressNo }, token);
    expect(byExpress.data.orders.map((o: { orderId: number }) => o.orderId)).toEqual([shipped]);
    const byNo = await call(app, pages.directSearch, { keyword: info.data.orderNo }, token);
    expect(byNo.data.goods.map((g: { orderId: number }) => g.orderId)).toEqual([shipped]);
    const recent = await call(app, pages.directSearchRecent, {}, token);
    expect(recent.data.list.map((r: { keyword: string }) => r.keyword).slice(0, 2)).toEqual([
      info.data.orderNo,
      info.data.expressNo,
    ]);
  });
});
