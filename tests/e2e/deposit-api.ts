import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { getMargin } from '../../src/shared/contracts/margin';
import { baseUrl, devApi } from './harness';

// The reference server's side of the deposit e2e: the business API with the
// user's token (the same calls an outside check makes) and the demo bank.

export async function apiCall<T>(token: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, channelId: '700000' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe('0000');
  return envelope.data;
}

export interface Figures {
  availableCents: number;
  frozenCents: number;
  incomingCents: number;
}

export function marginOf(token: string): Promise<Figures> {
  return apiCall<Figures>(token, getMargin.path);
}

/** The demo bank settles one payment now (bankSettleMs is 0 in e2e: never by itself). */
export async function settle(payNo: string, result: 'SUCCESS' | 'FAILED'): Promise<void> {
  await devApi('POST', '/__dev/bank/settle', { payNo, result });
}

/** The payNo the page keeps in its address once the payment started. */
export async function payNoInAddress(page: Page): Promise<string> {
  await page.waitForURL(/payNo=P\d+/);
  const payNo = new URL(page.url()).searchParams.get('payNo');
  if (!payNo) throw new Error('no payNo in the address');
  return payNo;
}

/** "1,234.50" as the page shows cents. */
export function shown(cents: number): string {
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}
