import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import * as goods from '../../../../src/shared/contracts/direct-goods';
import * as orders from '../../../../src/shared/contracts/direct-order';
import * as ord from '../../../../src/shared/contracts/seller-order';
import * as search from '../../../../src/shared/contracts/seller-search';
import { SEED_SEARCHES, seedIdsOf } from '../../../../server/db/seed/consignment-data';
import { login, makeServer } from '../server-fixture';
import { call } from '../consignment/seller-client';

// Issue 18 (/directSearchPage): the keyword filter of the order and goods lists, and the
// direct-sale scene of the search history, kept apart from the product search's.
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  app = await makeServer();
  token = await login(app, 'seller');
});

/** A new order of two models: the first unconsigned evaluations are iPhone 15 and Mate 60 Pro. */
async function twoModelOrder() {
  const first = seedIdsOf(0).firstUnconsignedEvaluationId;
  const created = await call(app, ord.orderCreateV2, { evaluationIds: [first, first + 1] }, token);
  expect(created.code).toBe(SUCCESS_CODE);
  const names = created.data.items.map((i: { productName: string }) => i.productName);
  expect(names).toEqual(['iPhone 15', 'HUAWEI Mate 60 Pro']);
  return created.data as { orderId: number; orderNo: string };
}

const list = async (
  endpoint: typeof goods.goodsList | typeof orders.orderListV2,
  keyword: string,
) => (await call(app, endpoint, { pageIndex: 1, pageSize: 50, keyword }, token)).data;

describe('direct-sale search by keyword', () => {
  it('finds a good by its own model, not by the model of another item of its order', async () => {
    const order = await twoModelOrder();
    const found = await list(goods.goodsList, 'Mate 60');
    expect(found.list.length).toBeGreaterThan(0);
    for (const item of found.list) expect(item.productName).toContain('Mate 60');
    const ofOrder = found.list.filter((g: { orderId: number }) => g.orderId === order.orderId);
    expect(ofOrder.map((g: { productName: string }) => g.productName)).toEqual([
      'HUAWEI Mate 60 Pro',
    ]);
    // The order holds both models: it matches either.
    for (const keyword of ['Mate 60', 'iPhone 15']) {
      const byModel = await list(orders.orderListV2, keyword);
      expect(byModel.list.map((o: { orderId: number }) => o.orderId)).toContain(order.orderId);
    }
  });

  it('finds the order and both its goods by its order number', async () => {
    const order = await twoModelOrder();
    const byNo = await list(orders.orderListV2, order.orderNo);
    expect(byNo.list.map((o: { orderId: number }) => o.orderId)).toEqual([order.orderId]);
    const itsGoods = await list(goods.goodsList, order.orderNo);
    expect(itsGoods.total).toBe(2);
  });
});

describe('direct-sale search history', () => {
  const scene = 'direct' as const;
  const keywords = async (input: { scene?: 'direct' }) =>
    (await call(app, search.searchHistoryList, input, token)).data.list.map(
      (r: { keyword: string }) => r.keyword,
    );

  it('keeps its own keywords: saved, listed, one deleted, all cleared', async () => {
    expect(await keywords({ scene })).toEqual([]);
    for (const keyword of ['SF1000', 'iPhone 15']) {
      const saved = await call(app, search.searchHistorySave, { keyword, scene }, token);
      expect(saved.code).toBe(SUCCESS_CODE);
    }
    expect(await keywords({ scene })).toEqual(['iPhone 15', 'SF1000']);
    expect(await keywords({})).toEqual(SEED_SEARCHES);

    const top = (await call(app, search.searchHistoryList, { scene }, token)).data.list[0];
    const deleted = await call(app, search.searchHistoryDelete, { id: top.id, scene }, token);
    expect(deleted.data).toEqual({ deleted: 1 });
    expect(await keywords({ scene })).toEqual(['SF1000']);

    expect((await call(app, search.searchHistoryClear, { scene }, token)).data).toEqual({
      deleted: 1,
    });
    expect(await keywords({ scene })).toEqual([]);
    expect(await keywords({})).toEqual(SEED_SEARCHES);
  });

  it('refuses to delete another seller’s direct keyword', async () => {
    const saved = await call(app, search.searchHistorySave, { keyword: 'Mate', scene }, token);
    const other = await login(app, 'seller2');
    const refused = await call(
      app,
      search.searchHistoryDelete,
      { id: saved.data.id, scene },
      other,
    );
    expect(refused.code).toBe(BUSINESS_ERRORS.forbidden.code);
    expect(await keywords({ scene })).toEqual(['Mate']);
  });
});
