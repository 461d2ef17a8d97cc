import * as z from 'zod/mini';
import { queryInt } from '../../shared/contract-fields';
import type { directGoods } from '../../shared/contracts/direct-goods';
import { ORDER_STATES, type orderState } from '../../shared/contracts/order-fields';

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

/** `/directGoods?state=listed` opens that tab; anything else (or nothing) opens 全部. */
export function tabFromParam(value: string | null): GoodsTab {
  return (ORDER_STATES as readonly (string | null)[]).includes(value)
    ? (value as GoodsState)
    : 'all';
}
