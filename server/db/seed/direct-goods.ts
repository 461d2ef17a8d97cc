import type { Database } from 'better-sqlite3';
import { ORDER_STATES } from '../../consignment/state-machine';
import { SEED_ORDERS } from './consignment-data';
import { seedOneOrder } from './consignment';
import { copyOrders, type OrderCopy } from './direct-goods-copies';
import { DEMO_USERS } from './users-data';

/**
 * Issue 18: a few hundred goods for the direct-sale lists to page, in every state
 * (spec 000 §4), deterministic: the i-th order takes the i-th state in turn, one hour
 * apart. The first order of each state walks the state machine (with the models of
 * SEED_ORDERS in turn); the others are bulk copies of it (direct-goods-copies.ts), so a
 * reset stays fast. Runs after seedConsignment, so the ids issue 16's tests rely on stay put.
 */
export const DIRECT_GOODS_PER_SELLER: Readonly<Record<number, number>> = {
  [DEMO_USERS.seller.id]: 300,
  [DEMO_USERS.seller2.id]: 10,
};

const HOUR_MS = 3_600_000;

export function seedDirectGoods(db: Database, now: number): void {
  for (const [id, count] of Object.entries(DIRECT_GOODS_PER_SELLER)) {
    const userId = Number(id);
    const first = directSeededId(ORDER_STATES[0], userId === DEMO_USERS.seller.id ? 0 : 1);
    // Older than every order of seedConsignment: those stay on the first page.
    const startOf = (i: number) => now - (60 * 24 + count - i) * HOUR_MS;
    const walked = Math.min(count, ORDER_STATES.length);
    for (let i = 0; i < walked; i += 1) {
      const model = SEED_ORDERS[i % SEED_ORDERS.length]!;
      seedOneOrder(db, userId, { ...model, state: ORDER_STATES[i]! }, startOf(i));
    }
    const copies: OrderCopy[] = [];
    for (let i = walked; i < count; i += 1) {
      const template = i % ORDER_STATES.length;
      copies.push({
        templateId: first + template,
        orderId: first + i,
        userId,
        shiftMs: startOf(i) - startOf(template),
      });
    }
    copyOrders(db, copies);
  }
}

/** The id of seller `sellerIndex`'s `round`-th seeded direct order in `state` (its one item has the same id). */
export function directSeededId(
  state: (typeof ORDER_STATES)[number],
  sellerIndex: 0 | 1 = 0,
  round = 0,
): number {
  const first =
    2 * SEED_ORDERS.length +
    1 +
    (sellerIndex === 1 ? DIRECT_GOODS_PER_SELLER[DEMO_USERS.seller.id]! : 0);
  return first + round * ORDER_STATES.length + ORDER_STATES.indexOf(state);
}
