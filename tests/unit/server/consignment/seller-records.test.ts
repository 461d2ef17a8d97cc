import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS, SUCCESS_CODE } from '../../../../src/shared/codes';
import * as ord from '../../../../src/shared/contracts/seller-order';
import * as search from '../../../../src/shared/contracts/seller-search';
import { seedIdsOf } from '../../../../server/db/seed/consignment-data';
import { login, makeServer } from '../server-fixture';
import { call } from './seller-client';

describe('search history', () => {
  it('moves a keyword saved again to the top, keeps the newest 20, deletes one or all', async () => {
    let now = 1_800_000_000_000;
    const app = await makeServer({ now: () => now });
    const seller = await login(app, 'seller', now);
    const keywords = async () =>
      (await call(app, search.searchHistoryList, {}, seller)).data.list.map(
        (r: { keyword: string }) => r.keyword,
      );
    const seeded = await keywords();
    now += 1000;
    await call(app, search.searchHistorySave, { keyword: `  ${seeded[2]}  ` }, seller);
    expect(await keywords()).toEqual([seeded[2], seeded[0], seeded[1]]);
    for (let i = 0; i < 25; i += 1) {
      now += 1000;
      await call(app, search.searchHistorySave, { keyword: `机型 ${i}` }, seller);
    }
    const kept = await keywords();
    expect(kept).toHaveLength(search.SEARCH_HISTORY_LIMIT);
    expect(kept[0]).toBe('机型 24');
    const top = (await call(app, search.searchHistoryList, {}, seller)).data.list[0];
    expect((await call(app, search.searchHistoryDelete, { id: top.id }, seller)).data).toEqual({
      deleted: 1,
    });
    expect((await call(app, search.searchHistoryDelete, { id: top.id }, seller)).code).toBe(
      BUSINESS_ERRORS.notFound.code,
    );
    expect((await call(app, search.searchHistoryClear, {}, seller)).data).toEqual({ deleted: 19 });
    expect(await keywords()).toEqual([]);
    const blank = await call(app, search.searchHistorySave, { keyword: '   ' }, seller);
    expect(blank.code).toBe('400');
  });
});

describe('return addresses and orders', () => {
  it('keeps one default address; the first one added is the default', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const added = await call(
      app,
      ord.returnAddressSave,
      {
        name: '王芳',
        phone: '13912345678',
        province: '江苏省',
        city: '南京市',
        district: '鼓楼区',
        detail: '中山路 1 号',
        isDefault: true,
      },
      seller,
    );
    expect(added.data.isDefault).toBe(true);
    const list = (await call(app, ord.userReturnAddresses, {}, seller)).data.list;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toEqual([added.data]);
    expect((await call(app, ord.defaultAddress, {}, seller)).data.address).toEqual(added.data);
    const badPhone = await call(
      app,
      ord.returnAddressSave,
      { ...added.data, phone: '12345' },
      seller,
    );
    expect(badPhone.code).toBe('400');
  });

  it('creates no order when one of its evaluations cannot be consigned', async () => {
    const app = await makeServer();
    const seller = await login(app, 'seller');
    const free = seedIdsOf(0).firstUnconsignedEvaluationId;
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/__dev/consignment/orders?userId=1' })).json().orders
        .length;
    const before = await count();
    const mixed = await call(app, ord.orderCreateV2, { evaluationIds: [free, 1] }, seller);
    expect(mixed).toMatchObject({
      code: BUSINESS_ERRORS.stateNotAllowed.code,
      msg: '该估价已加入寄卖订单',
    });
    expect(await count()).toBe(before);
    const created = await call(app, ord.orderCreateV2, { evaluationIds: [free] }, seller);
    expect(created.code).toBe(SUCCESS_CODE);
    expect(created.data.items).toHaveLength(1);
    expect(await count()).toBe(before + 1);
  });
});
