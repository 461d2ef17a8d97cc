import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { luhnValid } from '../../src/shared/card-rules';
import { amountDetailList, type FundRecord } from '../../src/shared/contracts/fund-records';
import { baseUrl, devApi } from './harness';

// Helpers of tests/e2e/records.test.ts: the server's own view through the business API,
// the bank's SMS code, a Luhn-valid card number and the statement file's parser.

/** A business call with the user's token, answering the envelope's data (code 0000 asserted). */
export async function api<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, channelId: '700000' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe('0000');
  return envelope.data;
}

/** Every wallet record of the user (all pages), newest first, optionally filtered. */
export async function allRecords(
  token: string,
  filter: { type?: string; month?: string } = {},
): Promise<FundRecord[]> {
  const records: FundRecord[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await api<{ list: FundRecord[]; total: number }>(token, amountDetailList.path, {
      pageIndex,
      pageSize: 100,
      ...filter,
    });
    records.push(...page.list);
    if (records.length >= page.total || page.list.length === 0) return records;
  }
}

/** The newest bank-wallet SMS code sent to a phone (GET /__dev/sms, purpose bankWallet). */
export async function bankSmsCode(phone: string): Promise<string> {
  const answer = await devApi<{ codes: Array<{ purpose: string; code: string }> }>(
    'GET',
    `/__dev/sms?phone=${phone}`,
  );
  const code = answer.codes.find((entry) => entry.purpose === 'bankWallet')?.code;
  if (!code) throw new Error(`no bankWallet code for ${phone}`);
  return code;
}

/** A 19-digit number on a known BIN with its Luhn check digit. */
export function cardNumber(bin: string, body: string): string {
  const head = `${bin}${body}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${head}${digit}`)) return `${head}${digit}`;
  }
  throw new Error('unreachable: one check digit always fits');
}

/** yyyy-MM-dd and yyyy-MM of an instant in China time (as the server counts days). */
export function chinaDay(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

export interface Statement {
  bom: boolean;
  header: string[];
  rows: string[][];
  opening: string[];
  totals: string[];
}

/** The downloaded CSV: BOM, header, one row per record, the opening balance and the totals row. */
export function parseStatement(bytes: Buffer): Statement {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // The titles are plain text here (no quotes or commas in the seed's memos).
  const lines = text.split('\r\n').filter((line) => line !== '');
  const cells = lines.map((line) => line.split(','));
  const header = cells[0] ?? [];
  const opening = cells.at(-2) ?? [];
  const totals = cells.at(-1) ?? [];
  return { bom, header, rows: cells.slice(1, -2), opening, totals };
}

/** Yuan text with exactly two decimals → integer cents. */
export function centsOf(yuan: string): number {
  expect(yuan).toMatch(/^-?\d+\.\d{2}$/);
  const negative = yuan.startsWith('-');
  const [whole = '0', fraction = '00'] = yuan.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction);
  return negative ? -cents : cents;
}

/** Non-negative integer cents → the screen's money text ("1,234.50"), written apart from the app's. */
export function moneyOf(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export function rows(page: Page) {
  return page.locator('.app-list-item');
}

/** Opens a path of the app with the user's token in the address (as the host app does). */
export async function openAs(page: Page, token: string, path: string): Promise<void> {
  const glue = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${glue}token=${encodeURIComponent(token)}`);
}
