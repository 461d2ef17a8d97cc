import { describe, expect, it } from 'vitest';
import { allOf, pagedListKey, recordKey } from '../../../../src/api/query/query-keys';
import * as c from '../../../../src/shared/contracts/direct-order';
import {
  ORDER_PATHS,
  orderContracts,
  pagesKey,
  recordKeyOf,
} from '../../../../src/features/direct-order/api/contracts';

// The pages build their cache keys from the paths alone (the contracts load later):
// they must be the keys any feature finds with allOf(endpoint).
describe('the direct-order cache keys', () => {
  it('name the contracts’ own paths', () => {
    expect(ORDER_PATHS).toEqual({
      list: c.orderList.path,
      listV2: c.orderListV2.path,
      count: c.orderCount.path,
      info: c.orderInfo.path,
      infoV2: c.orderInfoV2.path,
    });
  });

  it('have the shapes of query-keys.ts, so allOf(endpoint) reaches them', () => {
    const filter = { state: 'created' as const };
    expect(pagesKey(ORDER_PATHS.listV2, filter)).toEqual(pagedListKey(c.orderListV2, filter));
    expect(recordKeyOf(ORDER_PATHS.infoV2, { orderId: 3 })).toEqual(
      recordKey(c.orderInfoV2, { orderId: 3 }),
    );
    expect(recordKeyOf(ORDER_PATHS.count, {})[0]).toBe(allOf(c.orderCount)[0]);
  });

  it('load the contracts module once', async () => {
    const first = orderContracts();
    expect(orderContracts()).toBe(first);
    expect((await first).orderCancel).toBe(c.orderCancel);
  });
});
