import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { walletTransfer } from '../../src/shared/contracts/transfers';
import { rechargePay } from '../../src/shared/contracts/wallet-recharge';
import {
  devApi,
  goOffline,
  goOnline,
  requestsTo,
  setUpBrowserSuite,
  setUpPagePerTest,
} from './harness';
import { loginAs } from './login';
import { moneyOf, registerFreshUser, smsCodeOf } from './wallet-api';

// The bank wallet's screens (issue 17) against the reference server, as bidder2
// (13800000004, whose seeded wallet is open) and, for opening, a visitor who
// registers in the test (every demo user's wallet is open in the seed). The demo
// bank never settles by itself here: the test settles with /__dev/bank/settle.

const money = (cents: number) =>
  `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function settle(payNo: string, result: 'SUCCESS' | 'FAILED'): Promise<void> {
  await devApi('POST', '/__dev/bank/settle', { payNo, result });
}

function payNoOf(page: Page): string {
  const payNo = new URL(page.url()).searchParams.get('payNo');
  expect(payNo).toBeTruthy();
  return payNo ?? '';
}

describe('wallet screens', () => {
  const suite = setUpBrowserSuite();
  let token: string;
  beforeEach(async () => {
    token = await loginAs('bidder2');
  });
  const tab = setUpPagePerTest(suite);

  async function open(path: string, as = token): Promise<void> {
    const glue = path.includes('?') ? '&' : '?';
    await tab.page.goto(`${path}${glue}token=${encodeURIComponent(as)}`);
  }

  async function rechargeUntilPending(amount: string): Promise<string> {
    const page = tab.page;
    await open('/sellerWalletRecharge');
    await page.getByText('今日还可充值').waitFor();
    await page.getByRole('radio').first().waitFor();
    await page.getByLabel('充值金额').fill(amount);
    await page.getByText('我已阅读并同意《快捷支付服务协议》').click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/quickpayVerificationCode\?/);
    await page.getByText(/\d+ 秒后重发/).waitFor();
    await page.getByPlaceholder('6 位短信验证码').fill(await smsCodeOf(null, 'bankWallet'));
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/fundsTransferResult\?kind=recharge/);
    await page.getByText('充值处理中').waitFor();
    return payNoOf(page);
  }

  it('opens a wallet: identity card, phone, the bank SMS code, agreement, open', async () => {
    const phone = '13712345601';
    const fresh = await registerFreshUser(phone);
    const page = tab.page;
    await open('/myWallet', fresh);
    await page.getByText('您还没有开通钱包').waitFor();
    await page.getByRole('button', { name: '去开通' }).click();
    await page.getByRole('button', { name: /个人钱包账户/ }).click();
    await page.waitForURL(/\/accountOpen/);
    await page.getByLabel('姓名').fill('张三');
    await page.getByLabel('身份证号').fill('110105194912310021');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '提交实名信息' }).click();
    await page.getByText('请输入正确的身份证号码').waitFor();
    await page.getByLabel('身份证号').fill('11010519491231002X');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/\d+ 秒后重发/).waitFor();
    await page.getByLabel('验证码').fill(await smsCodeOf(phone, 'bankWallet'));
    await page.getByRole('button', { name: '提交实名信息' }).click();
    await page.getByText('我已阅读并同意《钱包服务协议》').click();
    await page.getByRole('button', { name: '签署协议' }).click();
    await page.getByRole('button', { name: '开通钱包' }).click();
    await page.getByText('钱包已开通').waitFor();
    await page.getByRole('button', { name: '进入我的钱包' }).click();
    await expect.poll(() => page.locator('[data-wallet-balance]').textContent()).toBe('0.00');
  });

  it('recharges with the bank SMS code; the settled money shows in the balance', async () => {
    const before = await moneyOf(token);
    const payNo = await rechargeUntilPending('123.45');
    expect((await moneyOf(token)).walletAvailable).toBe(before.walletAvailable);
    await settle(payNo, 'SUCCESS');
    await tab.page.getByText('充值成功').waitFor();
    const after = before.walletAvailable + 12_345;
    expect((await moneyOf(token)).walletAvailable).toBe(after);
    await tab.page.locator('[data-wallet-available]', { hasText: money(after) }).waitFor();
    await open('/myWallet');
    await tab.page.locator('[data-wallet-available]', { hasText: money(after).slice(1) }).waitFor();
  });

  it('a recharge failed by the bank leaves every balance unchanged', async () => {
    const before = await moneyOf(token);
    const payNo = await rechargeUntilPending('88.00');
    await settle(payNo, 'FAILED');
    await tab.page.getByText('充值失败').waitFor();
    await tab.page.getByText('银行未扣款，钱包余额不变').waitFor();
    expect(await moneyOf(token)).toEqual(before);
    expect(await requestsTo(rechargePay.path)).toHaveLength(1);
  });

  it('transfers out to the margin account: both balances change, a double tap moves once', async () => {
    const before = await moneyOf(token);
    const page = tab.page;
    // A slow answer keeps the first tap in flight while the second one lands.
    await devApi('POST', '/__dev/faults', { path: walletTransfer.path, delayMs: 800, times: 1 });
    await open('/fundsTransferOut');
    await page.getByLabel('转账金额').fill('50');
    await page.getByRole('button', { name: '确认转账' }).dblclick();
    await page.waitForURL(/\/transferSuccess\?/);
    const wallet = before.walletAvailable - 5_000;
    const margin = before.marginAvailable + 5_000;
    await page.locator('[data-wallet-available]', { hasText: money(wallet) }).waitFor();
    await page.locator('[data-margin-available]', { hasText: money(margin) }).waitFor();
    expect(await moneyOf(token)).toEqual({
      ...before,
      walletAvailable: wallet,
      marginAvailable: margin,
    });
    expect(await requestsTo(walletTransfer.path)).toHaveLength(1);
  });

  it('withdraws to a transfer-out card: fee, what arrives, held until the bank settles', async () => {
    const before = await moneyOf(token);
    const page = tab.page;
    await open('/withdrawCash');
    await page.getByLabel('提现金额').fill('100');
    await page.locator('[data-withdraw-fee]', { hasText: '¥2.00' }).waitFor();
    await page.locator('[data-withdraw-arrive]', { hasText: '¥98.00' }).waitFor();
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: '确认提现' }).click();
    await page.waitForURL(/\/fundsTransferResult\?kind=withdraw/);
    await page.getByText('提现处理中').waitFor();
    const held = await moneyOf(token);
    expect(held.walletAvailable).toBe(before.walletAvailable - 10_000);
    expect(held.walletFrozen).toBe(before.walletFrozen + 10_000);
    await settle(payNoOf(page), 'SUCCESS');
    await page.getByText('提现成功').waitFor();
    expect(await moneyOf(token)).toEqual({ ...held, walletFrozen: before.walletFrozen });
  });

  it('offline: cached balance with the notice, and a transfer is not sent', async () => {
    const page = tab.page;
    await open('/fundsTransferOut');
    await page.getByLabel('转账金额').waitFor();
    await goOffline(page);
    await page.getByText('当前离线，显示的是上次加载的内容').waitFor();
    await page.getByText('当前离线，转账不会在离线时提交，请联网后再试').waitFor();
    await page.getByLabel('转账金额').fill('10');
    await expect(page.getByRole('button', { name: '确认转账' }).isDisabled()).resolves.toBe(true);
    await goOnline(page);
    await expect(page.getByRole('button', { name: '确认转账' }).isEnabled()).resolves.toBe(true);
    expect(await requestsTo(walletTransfer.path)).toHaveLength(0);
  });
});
