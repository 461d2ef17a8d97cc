import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderPay, wonLotList } from '../../src/shared/contracts/order-payments';
import { devApi, requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { loginAs } from './login';
import { apiCall, marginOf, payNoInAddress, settle } from './deposit-api';

// Funds I screens (issue 15), continued: withdrawing margin, the margin password
// (bidder2: SMS code read from GET /__dev/sms) and paying for a won lot (bidder).
// Margin password of both demo bidders: 135790 (server/db/seed/funds.ts).

const SEED_PASSWORD = '135790';

interface WonLotRow {
  orderId: number;
  amountCents: number;
  status: string;
  title: string;
}

describe('withdrawing margin, the margin password, paying for a won lot', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);

  async function open(token: string, path: string): Promise<void> {
    const glue = path.includes('?') ? '&' : '?';
    await tab.page.goto(`${path}${glue}token=${encodeURIComponent(token)}`);
  }

  function status(page: Page, value: string) {
    return page.locator(`[data-payment-status="${value}"]`);
  }

  async function withdraw(token: string, yuan: string, password: string): Promise<string> {
    await open(token, '/depositDraw');
    await tab.page.getByLabel('提现金额（元）').fill(yuan);
    await tab.page.getByTestId('draw-calc').waitFor();
    await tab.page.getByLabel('保证金密码').fill(password);
    await tab.page.getByRole('button', { name: '确认提现' }).click();
    await tab.page.waitForURL(/\/payResult\?/);
    return payNoInAddress(tab.page);
  }

  describe('as bidder', () => {
    let token: string;
    beforeEach(async () => {
      token = await loginAs('bidder');
    });

    it('withdraws margin with the password: held at once, posted when the bank settles', async () => {
      const before = await marginOf(token);
      await open(token, '/depositDraw');
      await tab.page.getByLabel('提现金额（元）').fill('100');
      // calculate/v2: 0.1 % with a ¥1 floor.
      await tab.page.getByTestId('draw-calc').getByText('99.00').waitFor();
      const payNo = await withdraw(token, '100', SEED_PASSWORD);
      await status(tab.page, 'PENDING').waitFor();
      const held = await marginOf(token);
      expect(held.availableCents).toBe(before.availableCents - 10_000);
      expect(held.frozenCents).toBe(before.frozenCents + 10_000);
      await settle(payNo, 'SUCCESS');
      await status(tab.page, 'SUCCESS').waitFor();
      const after = await marginOf(token);
      expect(after.frozenCents).toBe(before.frozenCents);
      expect(after.availableCents).toBe(before.availableCents - 10_000);
    });

    it('a wrong margin password withdraws nothing', async () => {
      const before = await marginOf(token);
      await open(token, '/depositDraw');
      await tab.page.getByLabel('提现金额（元）').fill('100');
      await tab.page.getByLabel('保证金密码').fill('000000');
      await tab.page.getByRole('button', { name: '确认提现' }).click();
      await tab.page.getByRole('alert').filter({ hasText: '保证金密码错误' }).waitFor();
      expect(await marginOf(token)).toEqual(before);
    });

    it('pays a won lot from the margin account, once for a double tap', async () => {
      const lots = await apiCall<{ list: WonLotRow[] }>(token, wonLotList.path, {
        pageIndex: 1,
        pageSize: 10,
      });
      const lot = lots.list.find((item) => item.status === 'UNPAID');
      if (!lot) throw new Error('seed: the bidder has no unpaid won lot');
      const before = await marginOf(token);
      await open(token, '/wonLots');
      await tab.page.locator('.app-list-item', { hasText: lot.title }).first().click();
      await tab.page.getByLabel('保证金密码').fill(SEED_PASSWORD);
      await tab.page.getByRole('button', { name: '确认支付' }).dblclick();
      await payNoInAddress(tab.page);
      await status(tab.page, 'SUCCESS').waitFor();
      expect(await requestsTo(orderPay.path)).toHaveLength(1);
      expect((await marginOf(token)).availableCents).toBe(before.availableCents - lot.amountCents);
      await tab.page.getByRole('button', { name: '完成' }).click();
      await tab.page
        .locator('.app-list-item', { hasText: lot.title })
        .getByText('已支付')
        .waitFor();
    });
  });

  it('bidder2 changes the margin password after an SMS check, then withdraws with it', async () => {
    const token = await loginAs('bidder2');
    await open(token, '/depositVerifyPhone');
    await tab.page.getByText('138****0004').waitFor();
    await tab.page.getByRole('button', { name: '获取验证码' }).click();
    await tab.page.getByRole('button', { name: /秒后重发/ }).waitFor();
    const sms = await devApi<{ codes: Array<{ purpose: string; code: string }> }>(
      'GET',
      '/__dev/sms?phone=13800000004',
    );
    const code = sms.codes.find((item) => item.purpose === 'marginPassword')?.code;
    if (!code) throw new Error('no marginPassword code was sent');
    await tab.page.getByLabel('短信验证码').fill(code);
    await tab.page.getByRole('button', { name: '下一步' }).click();
    await tab.page.waitForURL(/\/depositSettingPwd/);
    await tab.page.getByLabel('新密码（6 位数字）').fill('246810');
    await tab.page.getByLabel('确认新密码').fill('246810');
    await tab.page.getByRole('button', { name: '保存' }).click();
    await tab.page.waitForURL(/\/deposit(\?|$)/);

    const payNo = await withdraw(token, '20', '246810');
    await status(tab.page, 'PENDING').waitFor();
    await settle(payNo, 'SUCCESS');
    await status(tab.page, 'SUCCESS').waitFor();
  });
});
