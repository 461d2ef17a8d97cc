import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DataOf, Endpoint, InputOf } from '../../src/shared/contract';
import {
  orderCancel,
  orderCount,
  orderInfo,
  orderListV2,
} from '../../src/shared/contracts/direct-order';
import { baseUrl } from './harness';

// The demo seller's orders as the reference server sees them, through the business API
// with the seller's token: tests find orders by state here, never by seed position.

/** One call of a contract with the user's token; returns the answer's envelope. */
export async function sellerCall<E extends Endpoint>(
  token: string,
  endpoint: E,
  input: InputOf<E>,
): Promise<{ code: string; msg: string; data: DataOf<E> }> {
  const get = endpoint.method === 'GET';
  const query = get
    ? `?${new URLSearchParams(Object.entries(input as object).map(([k, v]) => [k, String(v)]))}`
    : '';
  const headers: Record<string, string> = { token, channelId: '700000' };
  if (!get) headers['content-type'] = 'application/json';
  if (endpoint.idempotency) headers['Idempotency-Key'] = randomUUID();
  const response = await fetch(baseUrl() + endpoint.path + query, {
    method: endpoint.method,
    headers,
    body: get ? undefined : JSON.stringify(input),
  });
  return (await response.json()) as { code: string; msg: string; data: DataOf<E> };
}

async function ok<E extends Endpoint>(token: string, endpoint: E, input: InputOf<E>) {
  const answer = await sellerCall(token, endpoint, input);
  expect(answer.code, answer.msg).toBe('0000');
  return answer.data;
}

export type OrderState = DataOf<typeof orderInfo>['state'];

/** The seller's orders in one state, newest first (as the list shows them). */
export async function ordersIn(token: string, state: OrderState) {
  const page = await ok(token, orderListV2, { state, pageIndex: 1, pageSize: 100 });
  return page.list;
}

export async function countOf(token: string, state: OrderState): Promise<number> {
  const counts = await ok(token, orderCount, {});
  return counts.counts.find((c) => c.state === state)?.count ?? 0;
}

export async function orderCounts(token: string) {
  return ok(token, orderCount, {});
}

export async function stateOf(token: string, orderId: number): Promise<OrderState> {
  return (await ok(token, orderInfo, { orderId })).state;
}

/** Cancels on the server, as another device of the seller would. */
export async function cancelOnServer(token: string, orderId: number): Promise<void> {
  await ok(token, orderCancel, { orderId });
}
