import type * as z from 'zod/mini';
import { readJson, writeItem } from '../../lib/storage';
import { consignmentOrder } from '../../shared/contracts/seller-order';

export type ConsignmentOrder = z.infer<typeof consignmentOrder>;

const key = (orderId: number) => `consign-order:${orderId}`;

/**
 * The last answer the server gave about one of the seller's orders (create,
 * add item, delivery, number change all answer the whole order). The order
 * read calls (info, info/v2) belong to the direct-order area (issue 18); until
 * then the delivery page starts from this copy, and the server's state machine
 * refuses any step the real state does not allow.
 */
export function rememberOrder(order: ConsignmentOrder): void {
  writeItem(key(order.orderId), JSON.stringify(order));
}

export function knownOrder(orderId: number): ConsignmentOrder | null {
  return readJson(key(orderId), (value) => {
    const result = consignmentOrder.safeParse(value);
    return result.success && result.data.orderId === orderId ? result.data : null;
  });
}
