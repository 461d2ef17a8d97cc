import { beforeEach, describe, expect, it } from 'vitest';
import { addMarginV2 } from '../../src/shared/contracts/margin-topup';
import { requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { loginAs } from './login';
import { marginOf, payNoInAddress, settle, shown } from './deposit-api';

// Funds I screens (issue 15) against the reference server, as the demo bidder
// (13800000002; margin password 135790, server/db/seed/funds.ts). The demo bank
// never settles by itself in e2e: each test settles through /__dev/bank/settle.

describe('the margin account: /deposit and /depositCharge', () => {
  const suite = setUpBrowserSuite();
  let token: string;
  beforeEach(async () => {
    token = await loginAs('bidder');
  });
  const tab = setUpPagePerTest(suite);

  async function open(path: string): Promise<void> {
    const glue = path.includes('?') ? '&' : '?';
    await tab.page.goto(`${path}${glue}token=${encodeURIComponent(token)}`);
  }

  async function startTopUp(yuan: string): Promise<void> {
    await open('/depositCharge');
    await tab.page.getByLabel('充值金额（元）').fill(yuan);
    await tab.page.getByRole('button', { name: '确认充值' }).click();
  }

  function status(value: string) {
    return tab.page.locator(`[data-payment-status="${value}"]`);
  }

  it('tops up: settled SUCCESS, the balance and the flow on /deposit show it', async () => {
    const before = await marginOf(token);
    await startTopUp('123.45');
    const payNo = await payNoInAddress(tab.page);
    await status('PENDING').waitFor();
    await settle(payNo, 'SUCCESS');
    await status('SUCCESS').waitFor();
    expect((await marginOf(token)).availableCents).toBe(before.availableCents + 12_345);

    await tab.page.getByRole('button', { name: '完成' }).click();
    await tab.page.waitForURL(/\/deposit(\?|$)/);
    await expect
      .poll(() => tab.page.getByTestId('margin-available').textContent())
      .toBe(shown(before.availableCents + 12_345));
    await tab.page.locator('.app-list-item', { hasText: '+123.45' }).first().waitFor();
  });

  it('a payment failed by the bank leaves every balance unchanged', async () => {
    const before = await marginOf(token);
    await startTopUp('50');
    const payNo = await payNoInAddress(tab.page);
    await status('PENDING').waitFor();
    await settle(payNo, 'FAILED');
    await status('FAILED').waitFor();
    const after = await marginOf(token);
    expect(after).toEqual(before);
    // /payResult and /transPayDetail show the same payment.
    await open(`/payResult?payNo=${payNo}`);
    await status('FAILED').waitFor();
    await tab.page.getByRole('button', { name: '支付详情' }).click();
    await tab.page.waitForURL(/\/transPayDetail\?payNo=/);
    await tab.page.locator('.app-list-item', { hasText: payNo }).waitFor();
    await tab.page.locator('.app-list-item', { hasText: '失败' }).waitFor();
  });

  it('a double tap on 确认充值 starts one payment', async () => {
    await open('/depositCharge');
    await tab.page.getByLabel('充值金额（元）').fill('20');
    await tab.page.getByRole('button', { name: '确认充值' }).dblclick();
    const payNo = await payNoInAddress(tab.page);
    await status('PENDING').waitFor();
    const sent = await requestsTo(addMarginV2.path);
    expect(sent).toHaveLength(1);
    const before = await marginOf(token);
    expect(before.incomingCents).toBe(2_000);
    await settle(payNo, 'SUCCESS');
    await status('SUCCESS').waitFor();
  });

  it('a reload mid-payment finds the payment and its result, and starts nothing new', async () => {
    const before = await marginOf(token);
    await startTopUp('88.80');
    const payNo = await payNoInAddress(tab.page);
    await status('PENDING').waitFor();
    await tab.page.reload();
    await status('PENDING').waitFor();
    expect(new URL(tab.page.url()).searchParams.get('payNo')).toBe(payNo);
    await settle(payNo, 'SUCCESS');
    await status('SUCCESS').waitFor();
    expect(await requestsTo(addMarginV2.path)).toHaveLength(1);
    expect((await marginOf(token)).availableCents).toBe(before.availableCents + 8_880);
  });

  it('cancels a pending top-up: nothing moves', async () => {
    const before = await marginOf(token);
    await startTopUp('66');
    await payNoInAddress(tab.page);
    await status('PENDING').waitFor();
    await tab.page.getByRole('button', { name: '取消支付' }).click();
    await status('CANCELLED').waitFor();
    expect(await marginOf(token)).toEqual(before);
  });
});
