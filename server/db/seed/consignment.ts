import type { Database } from 'better-sqlite3';
import { saveAddress } from '../../consignment/addresses-store';
import { saveDraft } from '../../consignment/drafts-store';
import { insertEvaluation } from '../../consignment/evaluations-store';
import { createOrder, shipOrder } from '../../consignment/order-actions';
import { applyAction } from '../../consignment/orders-store';
import {
  inspectOrder,
  listOrder,
  receiveOrder,
  sellOrder,
} from '../../consignment/platform-actions';
import { referPrice } from '../../consignment/refer-price';
import { saveSearch } from '../../consignment/search-history-store';
import type { OrderState } from '../../consignment/state-machine';
import {
  DEMO_ADDRESSES,
  SEED_ORDERS,
  SEED_SEARCHES,
  UNCONSIGNED_PER_SELLER,
  type SeedOrder,
} from './consignment-data';
import { askRecheck } from '../../direct/goods-actions';
import { askReturn } from '../../direct/returns';
import { DEMO_USERS } from './users-data';

const HOUR_MS = 3_600_000;

/** Every step a seeded order takes to reach its state, all through the state machine. */
const PATH: Readonly<Record<OrderState, readonly string[]>> = {
  created: [],
  cancelled: ['cancel'],
  shipped: ['ship'],
  received: ['ship', 'receive'],
  inspected: ['ship', 'receive', 'inspect'],
  returned: ['ship', 'receive', 'inspect', 'return'],
  listed: ['ship', 'receive', 'inspect', 'list'],
  sold: ['ship', 'receive', 'inspect', 'list', 'sell'],
  // Issue 18 (server/db/seed/direct-goods.ts seeds these).
  rechecking: ['ship', 'receive', 'inspect', 'askRecheck'],
  returning: ['ship', 'receive', 'inspect', 'list', 'askReturn'],
};

function must(result: unknown, what: string): void {
  if (result && typeof result === 'object' && 'code' in result && 'msg' in result) {
    throw new Error(`seed ${what}: ${String(result.msg)}`);
  }
}

function seedOrder(db: Database, userId: number, index: number, now: number): void {
  // Older states started earlier: each order's steps are hours apart.
  const start = now - (SEED_ORDERS.length - index) * 24 * HOUR_MS;
  seedOneOrder(db, userId, SEED_ORDERS[index % SEED_ORDERS.length]!, start);
}

/** One order of `spec`, created at `start`, taken to its state through the state machine. */
export function seedOneOrder(db: Database, userId: number, spec: SeedOrder, start: number): void {
  let at = start;
  const priced = referPrice(spec);
  if (!priced.ok) throw new Error(`seed price: ${priced.error}`);
  const evaluationId = insertEvaluation(db, {
    ...spec,
    userId,
    level: priced.level,
    priceCents: priced.priceCents,
    now: at,
  });
  const order = createOrder(db, { userId, evaluationIds: [evaluationId], now: at });
  if (!('orderId' in order)) throw new Error(`seed order: ${order.msg}`);
  const { orderId } = order;
  const expressNo = `SF${userId}${String(orderId).padStart(11, '0')}`;
  for (const step of PATH[spec.state]) {
    at += 6 * HOUR_MS;
    const express = { userId, orderId, expressCompany: '顺丰速运', expressNo, now: at };
    if (step === 'ship') must(shipOrder(db, express, 'ship'), step);
    if (step === 'receive') must(receiveOrder(db, orderId, at), step);
    if (step === 'inspect') must(inspectOrder(db, orderId, spec.grade, at), step);
    if (step === 'list') must(listOrder(db, orderId, at), step);
    if (step === 'sell') must(sellOrder(db, orderId, at), step);
    if (step === 'askRecheck') {
      const itemId = order.items[0]!.itemId;
      must(askRecheck(db, { userId, itemId, reason: '外观划痕与质检报告不符', now: at }), step);
    }
    if (step === 'askReturn') {
      must(askReturn(db, { userId, itemIds: order.items.map((i) => i.itemId), now: at }), step);
    }
    if (step === 'cancel' || step === 'return') {
      must(applyAction(db, { orderId, action: step, note: '卖家申请', now: at }), step);
    }
  }
  if (spec.state === 'inspected') {
    const itemId = order.items[0]!.itemId;
    saveDraft(db, {
      userId,
      itemId,
      now: at,
      draft: { priceCents: priced.priceCents, durationHours: 48, pictureIds: [], descriptor: '' },
    });
  }
}

/** Both demo sellers: a return address, an order in every state, a draft and search history. */
export function seedConsignment(db: Database, now: number): void {
  for (const seller of [DEMO_USERS.seller, DEMO_USERS.seller2]) {
    for (const address of DEMO_ADDRESSES[seller.id] ?? []) saveAddress(db, seller.id, address);
    for (let i = 0; i < SEED_ORDERS.length; i += 1) seedOrder(db, seller.id, i, now);
    SEED_SEARCHES.forEach((keyword, i) =>
      saveSearch(db, seller.id, keyword, now - (i + 1) * HOUR_MS),
    );
  }
  // Evaluated but not consigned yet: what a new order or an added item takes.
  for (const seller of [DEMO_USERS.seller, DEMO_USERS.seller2]) {
    for (const spec of SEED_ORDERS.slice(0, UNCONSIGNED_PER_SELLER)) {
      const priced = referPrice(spec);
      if (!priced.ok) throw new Error(`seed price: ${priced.error}`);
      const row = {
        ...spec,
        userId: seller.id,
        level: priced.level,
        priceCents: priced.priceCents,
      };
      insertEvaluation(db, { ...row, now: now - HOUR_MS });
    }
  }
}
