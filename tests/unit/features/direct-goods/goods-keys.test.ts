import { describe, expect, it } from 'vitest';
import { allOf, pagedListKey, recordKey } from '../../../../src/api/query/query-keys';
import * as c from '../../../../src/shared/contracts/direct-goods';
import { unpaidLogisticsFee } from '../../../../src/shared/contracts/logistics';
import {
  GOODS_PATHS,
  goodsContracts,
  logisticsContracts,
  pagesKey,
  recordKeyOf,
} from '../../../../src/features/direct-goods/api/contracts';

// The pages build their cache keys from the paths alone (the contracts load beside the
// first paint): they must be the keys the changes' refetch finds with allOf(endpoint).
describe('the direct-goods cache keys', () => {
  it('name the contracts’ own paths', () => {
    expect(GOODS_PATHS).toEqual({
      list: c.goodsList.path,
      total: c.goodsTotal.path,
      detail: c.goodsDetail.path,
      referPrice: c.referPriceByMerchandise.path,
      unpaidFee: unpaidLogisticsFee.path,
    });
  });

  it('have the shapes of query-keys.ts, so allOf(endpoint) reaches them', () => {
    const filter = { tab: 'listed' as const };
    expect(pagesKey(GOODS_PATHS.list, filter)).toEqual(pagedListKey(c.goodsList, filter));
    expect(recordKeyOf(GOODS_PATHS.detail, { merchandiseId: 3 })).toEqual(
      recordKey(c.goodsDetail, { merchandiseId: 3 }),
    );
    expect(recordKeyOf(GOODS_PATHS.total, {})[0]).toBe(allOf(c.goodsTotal)[0]);
  });

  it('load each contracts module once', async () => {
    const first = goodsContracts();
    expect(goodsContracts()).toBe(first);
    expect((await first).serviceFeePay).toBe(c.serviceFeePay);
    expect((await logisticsContracts()).unpaidLogisticsFee).toBe(unpaidLogisticsFee);
  });
});
