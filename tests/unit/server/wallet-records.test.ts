import { describe, expect, it } from 'vitest';
import {
  amountDetailList,
  amountExport,
  amountInfo,
  amountMarginOriginalList,
  amountMarginOutList,
  amountRefundList,
} from '../../../src/shared/contracts/fund-records';
import { walletInfo } from '../../../src/shared/contracts/wallet-info';
import { fundsClient } from './funds-client';
import { login, makeServer } from './server-fixture';

const DAY_MS = 86_400_000;
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

async function exportCsv(app: Awaited<ReturnType<typeof makeServer>>, from: string, to: string) {
  const token = await login(app, 'bidder');
  const response = await app.inject({
    method: 'GET',
    url: `${amountExport.path}?startDate=${from}&endDate=${to}`,
    headers: { token },
  });
  return response;
}

describe('wallet records', () => {
  it('lists records newest first, filtered by type and month, paged', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const all = await call(amountDetailList, { pageIndex: 1, pageSize: 100 });
    expect(all.data.total).toBeGreaterThan(10);
    const times = all.data.list.map((r: { createdAt: number }) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = all.data.list[0];
    const balance = (await call(walletInfo, {})).data.balanceCents;
    expect(newest.balanceAfterCents).toBe(balance);
    const recharges = await call(amountDetailList, { pageIndex: 1, pageSize: 3, type: 'RECHARGE' });
    expect(recharges.data.list).toHaveLength(3);
    expect(recharges.data.list.every((r: { type: string }) => r.type === 'RECHARGE')).toBe(true);
    const month = chinaDate(newest.createdAt).slice(0, 7);
    const inMonth = await call(amountDetailList, { pageIndex: 1, pageSize: 100, month });
    expect(inMonth.data.total).toBeGreaterThan(0);
    expect(
      inMonth.data.list.every((r: { createdAt: number }) =>
        chinaDate(r.createdAt).startsWith(month),
      ),
    ).toBe(true);
    const info = await call(amountInfo, { recordId: newest.recordId });
    expect(info.data).toMatchObject({ recordId: newest.recordId, account: 'WALLET' });
  });

  it('lists refunds (failed withdrawals) and the margin account in and out', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const refunds = await call(amountRefundList, { pageIndex: 1, pageSize: 10 });
    expect(refunds.data.total).toBeGreaterThan(0);
    const into = await call(amountMarginOriginalList, { pageIndex: 1, pageSize: 50 });
    expect(into.data.list.every((r: { amountCents: number }) => r.amountCents > 0)).toBe(true);
    expect(into.data.list.some((r: { type: string }) => r.type === 'TRANSFER_IN')).toBe(true);
    const out = await call(amountMarginOutList, { pageIndex: 1, pageSize: 50 });
    expect(out.data.list.every((r: { amountCents: number }) => r.amountCents < 0)).toBe(true);
  });

  it('exports a CSV with BOM, two decimals and totals equal to the balance change', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const call = await fundsClient(app, 'bidder');
    const now = Date.now();
    const from = chinaDate(now - 365 * DAY_MS);
    const to = chinaDate(now);
    const response = await exportCsv(app, from, to);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(String(response.headers['content-disposition'])).toContain(`${from}-${to}.csv`);
    const body = response.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(lines[0]?.[0]).toBe('流水号');
    const rows = lines.slice(1, -2);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      for (const cell of row.slice(4)) if (cell !== '') expect(cell).toMatch(/^-?\d+\.\d{2}$/);
    }
    const opening = cents(lines.at(-2)![6]!);
    const totals = lines.at(-1)!;
    expect(totals[0]).toBe('合计');
    const income = rows.reduce((sum, r) => sum + (r[4] ? cents(r[4]) : 0), 0);
    const expense = rows.reduce((sum, r) => sum + (r[5] ? cents(r[5]) : 0), 0);
    expect(cents(totals[4]!)).toBe(income);
    expect(cents(totals[5]!)).toBe(expense);
    const balance = (await call(walletInfo, {})).data.balanceCents as number;
    // The whole history is in range: the net change is the balance now less the opening one.
    expect(cents(totals[6]!)).toBe(balance - opening);
    expect(cents(rows.at(-1)![6]!)).toBe(balance);
  });

  it('a narrower range totals only its own change', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const now = Date.now();
    const body = (
      await exportCsv(app, chinaDate(now - 100 * DAY_MS), chinaDate(now - 40 * DAY_MS))
    ).rawPayload.toString('utf8');
    const lines = body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    const rows = lines.slice(1, -2);
    const opening = cents(lines.at(-2)![6]!);
    const closing = rows.length ? cents(rows.at(-1)![6]!) : opening;
    expect(cents(lines.at(-1)![6]!)).toBe(closing - opening);
  });

  it('the export needs a token and a valid range', async () => {
    const app = await makeServer({ bankSettleMs: 0 });
    const anonymous = await app.inject({
      method: 'GET',
      url: `${amountExport.path}?startDate=2024-01-01&endDate=2024-02-01`,
    });
    expect(anonymous.json<{ code: string }>().code).toBe('CB0401');
    const reversed = await exportCsv(app, '2024-03-01', '2024-02-01');
    expect(reversed.json<{ code: string }>().code).toBe('400');
  });
});
