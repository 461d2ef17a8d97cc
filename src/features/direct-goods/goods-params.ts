import * as z from 'zod/mini';
import { queryInt } from '../../shared/contract-fields';
import type { directGoods } from '../../shared/contracts/direct-goods';
import type { orderState } from '../../shared/contracts/order-fields';

// Query strings are untrusted: anything unexpected falls back or says "not found".

export type GoodsState = z.infer<typeof orderState>;
export type DirectGoods = z.infer<typeof directGoods>;

/** The list's tab: one state, or every state. */
export type GoodsTab = GoodsState | 'all';

const idParam = queryInt().check(z.positive());

/** `/directGoodsDetail?id=…`: a positive safe integer, or null (the page shows 商品不存在). */
export function merchandiseIdFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const result = idParam.safeParse(value);
  return result.success && Number.isSafeInteger(result.data) ? result.data : null;
}

/** The tab titles until `total` answers with the server's own labels and counts. */
export const STATE_TITLES: Readonly<Record<GoodsState, string>> = {
  created: '待寄出',
  shipped: '运输中',
  received: '待质检',
  inspected: '待上架',
  listed: '已上架',
  sold: '已售出',
  cancelled: '已取消',
  returned: '已退回',
  rechecking: '复检中',
  returning: '待付退回费',
};

/** `/directGoods?state=listed` opens that tab; anything else (or nothing) opens 全部. */
export function tabFromParam(value: string | null): GoodsTab {
  return value !== null && Object.hasOwn(STATE_TITLES, value) ? (value as GoodsState) : 'all';
}
