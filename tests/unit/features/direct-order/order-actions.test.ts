import { describe, expect, it } from 'vitest';
import { sellerActionsOf } from '../../../../server/direct/goods-store';
import { ORDER_STATES } from '../../../../server/consignment/state-machine';
import {
  actionsForState,
  offersOf,
  orderIdParam,
  trackableExpressNo,
} from '../../../../src/features/direct-order/order-actions';

describe('the state → seller actions copy (used when info v1 lists none)', () => {
  it.each(ORDER_STATES)('matches the server’s table for %s', (state) => {
    expect(actionsForState(state)).toEqual(sellerActionsOf(state));
  });
});

const base = { orderId: 7, expressNo: null, actions: [], firstItemId: 70 };

describe('offersOf', () => {
  it('offers cancel and shipping for an order not shipped yet', () => {
    const offers = offersOf({
      ...base,
      state: 'created',
      actions: [{ action: 'cancel', label: '取消订单' }],
    });
    expect(offers).toEqual([
      { kind: 'cancel', label: '取消订单' },
      { kind: 'link', label: '去发货', to: '/directOrderDelivery?orderId=7' },
    ]);
  });

  it('offers no cancel when the server does not list it, whatever the state', () => {
    const offers = offersOf({ ...base, state: 'created', actions: [] });
    expect(offers.map((o) => o.kind)).toEqual(['link']);
  });

  it('tracks a shipped parcel, and never a malformed express number', () => {
    expect(offersOf({ ...base, state: 'shipped', expressNo: 'SF1234567' })).toEqual([
      { kind: 'link', label: '查看物流', to: '/logisticsTrack?expressNo=SF1234567' },
    ]);
    expect(offersOf({ ...base, state: 'shipped', expressNo: 'SF 12/../x' })).toEqual([]);
  });

  it('sends the goods actions to the goods page of the first item, one button', () => {
    const offers = offersOf({ ...base, state: 'inspected', actions: actionsForState('inspected') });
    expect(offers).toEqual([
      { kind: 'link', label: '处理商品', to: '/directGoodsDetail?merchandiseId=70' },
    ]);
    const one = offersOf({ ...base, state: 'returning', actions: actionsForState('returning') });
    expect(one).toEqual([
      { kind: 'link', label: '支付退回服务费', to: '/directGoodsDetail?merchandiseId=70' },
    ]);
  });

  it('offers nothing for a finished order', () => {
    for (const state of ['sold', 'cancelled', 'returned'] as const) {
      expect(offersOf({ ...base, state, actions: actionsForState(state) })).toEqual([]);
    }
  });
});

describe('the address parameters (untrusted)', () => {
  it.each([
    ['orderId=12', 12],
    ['orderId=0', null],
    ['orderId=-3', null],
    ['orderId=1.5', null],
    ['orderId=12abc', null],
    ['orderId=', null],
    ['orderNo=12', null],
    ['orderId=9999999999999999', null],
  ])('%s → %s', (search, expected) => {
    expect(orderIdParam(new URLSearchParams(search))).toBe(expected);
  });

  it('accepts only express numbers the tracking page accepts', () => {
    expect(trackableExpressNo('YT12345678')).toBe('YT12345678');
    expect(trackableExpressNo('12345')).toBeNull();
    expect(trackableExpressNo(null)).toBeNull();
  });
});
