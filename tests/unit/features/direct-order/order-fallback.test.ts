import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import { fetchOrderDetail } from '../../../../src/features/direct-order/api/get-order-detail';
import { fetchOrderPage } from '../../../../src/features/direct-order/api/get-orders';
import {
  orderInfo,
  orderInfoV2,
  orderList,
  orderListV2,
} from '../../../../src/shared/contracts/direct-order';
import { envelope, fakeEffects, installRoutedFetch, type Reply } from '../../api/fake-fetch';

const item = {
  itemId: 70,
  productName: 'iPhone 15',
  skuName: '256GB 黑色',
  descriptor: '型号:iPhone 15',
  referPriceCents: 458_000,
  grade: null,
  priceCents: null,
  soldPriceCents: null,
};
const summary = {
  orderId: 7,
  orderNo: 'DA7',
  state: 'created',
  stateLabel: '待寄出',
  expressNo: null,
  itemCount: 1,
  items: [item],
  actions: [{ action: 'cancel', label: '取消订单' }],
  createdAt: 1_800_000_000_000,
};
const order = {
  orderId: 7,
  orderNo: 'DA7',
  state: 'inspected',
  stateLabel: '待上架',
  expressCompany: null,
  expressNo: null,
  returnAddress: null,
  items: [item],
  history: [],
  createdAt: 1_800_000_000_000,
};
const page = (extra: object = {}) =>
  envelope('0000', '', { list: [summary], total: 1, pageIndex: 1, pageSize: 10, ...extra });

let effects = fakeEffects();
beforeEach(() => {
  effects = fakeEffects();
  setRequestEffects(effects);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

const paths = (sent: Array<{ url: string }>) => sent.map((s) => s.url.split('?')[0]);

describe('the order list: list/v2, or list', () => {
  it('keys rows by orderId and says v2 answered', async () => {
    const sent = installRoutedFetch({ [orderListV2.path]: () => page({ hasMore: false }) });
    const answer = await fetchOrderPage({ keyword: 'iPhone' }, 1);
    expect(answer.list[0]).toMatchObject({ id: 7, orderId: 7, via: 'v2' });
    expect(sent[0]?.body).toEqual({ keyword: 'iPhone', pageIndex: 1, pageSize: 10 });
  });

  it.each<[string, Reply]>([
    ['HTTP 404', { status: 404, text: 'not found' }],
    ['CB0404', envelope('CB0404', '数据不存在或已删除')],
  ])('asks list (the state only) when v2 answers %s, silently', async (_name, reply) => {
    const sent = installRoutedFetch({
      [orderListV2.path]: () => reply,
      [orderList.path]: () => page(),
    });
    const answer = await fetchOrderPage({ state: 'created', keyword: 'x' }, 2);
    expect(paths(sent)).toEqual([orderListV2.path, orderList.path]);
    expect(sent[1]?.body).toEqual({ state: 'created', pageIndex: 2, pageSize: 10 });
    expect(answer.list[0]?.via).toBe('v1');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('does not fall back on another failure, and says it once', async () => {
    const sent = installRoutedFetch({
      [orderListV2.path]: () => envelope('CB0500', '系统繁忙'),
      [orderList.path]: () => page(),
    });
    await expect(fetchOrderPage({}, 1)).rejects.toThrow();
    expect(paths(sent)).toEqual([orderListV2.path]);
    expect(effects.toast).toHaveBeenCalledTimes(1);
  });
});

describe('the order detail: info/v2, or info', () => {
  it('gives info’s order the actions of its state and no inspection', async () => {
    installRoutedFetch({
      [orderInfoV2.path]: () => ({ status: 404, text: 'not found' }),
      [orderInfo.path]: () => envelope('0000', '', order),
    });
    const detail = await fetchOrderDetail(7);
    expect(detail.inspection).toBeNull();
    expect(detail.returnParcel).toBeNull();
    expect(detail.actions.map((a) => a.action)).toEqual([
      'confirmReserve',
      'changeReserve',
      'askRecheck',
      'askReturn',
    ]);
  });
});
