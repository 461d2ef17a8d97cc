import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as c from '../../src/shared/contracts/direct-goods';
import { walletInfo } from '../../src/shared/contracts/wallet-info';
import { baseUrl } from './harness';

// The reference server's side of the direct-goods e2e: the business API with the seller's
// token (the same calls an outside check makes), goods found by state, never by position.

export type Goods = {
  merchandiseId: number;
  orderId: number;
  orderNo: string;
  productName: string;
  state: string;
  reservePriceCents: number | null;
  priceCents: number | null;
  reserveConfirmed: boolean;
  priceRange: { minCents: number; maxCents: number };
  recheck: { reason: string; answer: string | null } | null;
  returnFee: { serviceFeeCents: number; paidAt: number | null } | null;
  actions: Array<{ action: string }>;
};

export async function api<T>(token: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token,
      channelId: '700000',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe('0000');
  return envelope.data;
}

export const detailOf = (token: string, merchandiseId: number) =>
  api<Goods>(token, c.goodsDetail.path, { merchandiseId });

/** The first page of one state's tab, as the app asks for it (10 a page). */
export async function goodsIn(token: string, state: string): Promise<Goods[]> {
  const page = await api<{ list: Goods[] }>(token, c.goodsList.path, {
    pageIndex: 1,
    pageSize: 10,
    state,
  });
  return page.list;
}

export async function firstWith(token: string, state: string, action: string): Promise<Goods> {
  const found = (await goodsIn(token, state)).find((item) =>
    item.actions.some((entry) => entry.action === action),
  );
  if (!found) throw new Error(`no ${state} goods allowing ${action}`);
  return found;
}

export const walletAvailable = async (token: string) =>
  (await api<{ availableCents: number }>(token, walletInfo.path)).availableCents;

/** "6,600.00" as the page shows money → cents. */
export const centsOf = (text: string) => Number(text.replace(/[^\d.]/g, '').replace('.', ''));

/** Cents as the page shows them: "2,970.01". */
export function shown(cents: number): string {
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents as a person types them in yuan: "2970.01" (integer math, no float rounding). */
export function typed(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
