import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  amountExport,
  amountMarginOriginalList,
  amountMarginOutList,
  amountRefundList,
} from '../../src/shared/contracts/fund-records';
import { requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { loginAs } from './login';
import {
  allRecords,
  api,
  centsOf,
  chinaDay,
  openAs,
  parseStatement,
  rows,
} from './records-helpers';

// Issue 17, the record screens beside /financialDetails (records.test.ts): the margin
// turnover, the returned withdrawals, a transfer's second level, and the statement file.

const DAY_MS = 86_400_000;

describe('margin turnover, refunds and a transfer’s second level', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);

  it('lists the margin account’s money in and out, the returned withdrawals, a transfer’s entry', async () => {
    const { page } = tab;
    const token = await loginAs('bidder');
    const totalOf = async (path: string) =>
      (await api<{ total: number }>(token, path, { pageIndex: 1, pageSize: 1 })).total;
    const marginIn = await totalOf(amountMarginOriginalList.path);
    const marginOut = await totalOf(amountMarginOutList.path);
    const refunds = await totalOf(amountRefundList.path);
    expect(Math.min(marginIn, marginOut, refunds)).toBeGreaterThan(0);

    await openAs(page, token, '/fundsTurnover');
    await page.getByText('没有更多了').waitFor();
    await expect.poll(() => rows(page).count()).toBe(marginIn);
    for (const amount of await page.locator('[data-amount]').allTextContents()) {
      expect(amount).toMatch(/^\+\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    await page.getByRole('tab', { name: '转出保证金' }).click();
    await page.waitForURL(/tab=out/);
    await page.getByText('没有更多了').waitFor();
    await expect.poll(() => rows(page).count()).toBe(marginOut);

    await page.goto('/refundRecordDetailList');
    await page.getByText('没有更多了').waitFor();
    await expect.poll(() => rows(page).count()).toBe(refunds);

    const transfer = (await allRecords(token, { type: 'TRANSFER_OUT' }))[0];
    await page.goto(`/secondParticularsDetails?id=${transfer?.recordId ?? 0}`);
    // A transfer between my accounts: out of the wallet, into the margin account.
    const legs = page.getByLabel('记账分录').locator('.app-list-item');
    await legs.first().waitFor();
    const texts = await legs.allTextContents();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^我的钱包.*转出 [\d,]+\.\d{2}$/);
    expect(texts[1]).toMatch(/^我的保证金账户.*变动后余额 [\d,]+\.\d{2}.*转入 [\d,]+\.\d{2}$/);
    await page.goto('/secondParticularsDetails?id=abc');
    await page.getByText('记录不存在').waitFor();
  });
});

describe('statement: /fundsDetailsExport', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);

  it('downloads the range as a CSV with BOM whose rows and totals match the records', async () => {
    const { page } = tab;
    const token = await loginAs('seller');
    const now = Date.now();
    const startDate = chinaDay(now - 120 * DAY_MS);
    const endDate = chinaDay(now);
    await openAs(page, token, '/fundsDetailsExport');
    await page.getByLabel('开始日期').fill(startDate);
    await page.getByLabel('结束日期').fill(endDate);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出账单' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`钱包账单_${startDate}_${endDate}.csv`);
    const file = parseStatement(await readFile(await download.path()));
    const sent = await requestsTo(amountExport.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.token).toBeTruthy();

    expect(file.bom).toBe(true);
    expect(file.header[0]).toBe('流水号');
    const listed = (await allRecords(token)).filter((r) => chinaDay(r.createdAt) >= startDate);
    expect(file.rows.map((row) => Number(row[0])).sort()).toEqual(
      listed.map((r) => r.recordId).sort(),
    );
    const income = file.rows.reduce((sum, row) => sum + (row[4] ? centsOf(row[4]) : 0), 0);
    const expense = file.rows.reduce((sum, row) => sum + (row[5] ? centsOf(row[5]) : 0), 0);
    expect(file.totals[0]).toBe('合计');
    expect(centsOf(file.totals[4] ?? '')).toBe(income);
    expect(centsOf(file.totals[5] ?? '')).toBe(expense);
    const net = listed.reduce((sum, r) => sum + r.amountCents, 0);
    expect(centsOf(file.totals[6] ?? '')).toBe(net);
    expect(income - expense).toBe(net);
    const closing = centsOf(file.rows.at(-1)?.[6] ?? '');
    expect(closing - centsOf(file.opening[6] ?? '')).toBe(net);
    await page.getByText('账单已导出').waitFor();
  });
});
