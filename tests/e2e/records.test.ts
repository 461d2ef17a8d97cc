import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed/users-data';
import { bindBankCard, unbindBankCard } from '../../src/shared/contracts/bank-cards';
import { bankList, type BankCard } from '../../src/shared/contracts/bank-wallet';
import { amountDetailList } from '../../src/shared/contracts/fund-records';
import { requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { loginAs } from './login';
import {
  allRecords,
  api,
  bankSmsCode,
  cardNumber,
  chinaDay,
  moneyOf,
  openAs,
  rows,
} from './records-helpers';

// Issue 17, the card and record screens against the reference server: bidder2 binds,
// picks and unbinds a card; the bidder reads and filters the wallet's records; the
// seller's statement is in records-statement.test.ts.

const BIDDER2_HOLDER = '赵雨桐';

async function serverCards(token: string, useType: 1 | 2): Promise<BankCard[]> {
  const page = await api<{ list: BankCard[] }>(token, bankList.path, {
    pageIndex: 1,
    pageSize: 100,
    useType,
  });
  return page.list;
}

describe('cards: /bankAdd, /bankCardSelectList, unbind', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);
  let token: string;
  beforeEach(async () => {
    token = await loginAs('bidder2');
  });

  it('binds a card with the bank’s code, lists it, picks it for returnTo, unbinds it', async () => {
    const { page } = tab;
    const cardNo = cardNumber('621483', '000042424242');
    const last4 = cardNo.slice(-4);
    await openAs(page, token, '/bankAdd?useType=1');
    const number = page.getByLabel('银行卡号');
    // A wrong checksum is caught while typing, before any call.
    await number.fill(`${cardNo.slice(0, -1)}${(Number(cardNo.at(-1)) + 1) % 10}`);
    await page.getByText('银行卡号有误，请核对').waitFor();
    await number.fill(cardNo);
    await page.getByText('所属银行：招商银行').waitFor();
    expect(await number.inputValue()).toBe(cardNo.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByLabel('持卡人').fill(BIDDER2_HOLDER);
    await page.getByLabel('预留手机号').fill(DEMO_USERS.bidder2.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByLabel('银行验证码').fill(await bankSmsCode(DEMO_USERS.bidder2.phone));

    // Two taps before React re-renders the busy button: one bind.
    await page.getByRole('button', { name: '确认绑定' }).evaluate((button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    });
    await page.waitForURL(/\/banks\?useType=1/);
    await page.getByText('没有更多了').waitFor();
    await rows(page)
      .filter({ hasText: `**** **** **** ${last4}` })
      .waitFor();
    const sent = await requestsTo(bindBankCard.path);
    expect(sent).toHaveLength(1);
    const bound = (await serverCards(token, 1)).find((card) => card.cardNoMasked.endsWith(last4));
    expect(bound?.bankName).toBe('招商银行');
    const cardId = bound?.id ?? 0;

    // A returnTo to another origin is refused; a same-app one gets the picked card.
    await page.goto('/bankCardSelectList?useType=1&returnTo=//evil.example/x');
    await page.getByText('参数有误').waitFor();
    await page.goto(
      `/bankCardSelectList?useType=1&returnTo=${encodeURIComponent('/banks?useType=1')}`,
    );
    await page.getByText('没有更多了').waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(/\d{12,}/);
    await rows(page).filter({ hasText: last4 }).click();
    await page.waitForURL(
      (url) => url.pathname === '/banks' && url.searchParams.get('cardId') === String(cardId),
    );

    // Unbound from its detail, opened from /banks as a person would.
    await page.getByText('没有更多了').waitFor();
    await rows(page).filter({ hasText: last4 }).click();
    await page.waitForURL(`**/bankDetail?id=${cardId}`);
    await page.getByText('开户支行').waitFor();
    await page.getByRole('button', { name: '解绑银行卡' }).click();
    await page.getByRole('button', { name: '确认解绑' }).click();
    await page.getByText('已解绑').waitFor();
    await page.waitForURL(/\/banks\?/);
    await page.getByText('没有更多了').waitFor();
    await expect.poll(() => rows(page).filter({ hasText: last4 }).count()).toBe(0);
    expect(await requestsTo(unbindBankCard.path)).toHaveLength(1);
    expect((await serverCards(token, 1)).some((card) => card.id === cardId)).toBe(false);
  });
});

describe('records: /financialDetails, /particularsDetails', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);
  let token: string;
  beforeEach(async () => {
    token = await loginAs('bidder');
  });

  it('lists the seeded records with infinite scroll, then filters by type and month', async () => {
    const { page } = tab;
    const everything = await allRecords(token);
    expect(everything.length).toBeGreaterThan(20);
    await openAs(page, token, '/financialDetails');
    await page.getByText('资金明细').first().waitFor();
    await rows(page).first().waitFor();
    while (!(await page.getByText('没有更多了').isVisible())) {
      await page.locator('.app-infinite-scroll').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
    }
    expect(await rows(page).count()).toBe(everything.length);
    const pages = (await requestsTo(amountDetailList.path)).map(
      (r) => (r.body as { pageIndex: number }).pageIndex,
    );
    expect(pages).toEqual(expect.arrayContaining([1, 2, 3]));

    const recharge = everything.find((record) => record.type === 'RECHARGE');
    const month = chinaDay(recharge?.createdAt ?? 0).slice(0, 7);
    await page.getByLabel('类型').selectOption('RECHARGE');
    await page.getByLabel('月份').selectOption(month);
    // The filter stays in the page (the address keys the kept-alive page).
    const expected = await allRecords(token, { type: 'RECHARGE', month });
    await page.getByText('没有更多了').waitFor();
    await expect.poll(() => rows(page).count()).toBe(expected.length);
    for (const text of await rows(page).locator('.app-list-item-description').allTextContents()) {
      expect(text.startsWith('充值 · ')).toBe(true);
    }
    const asked = (await requestsTo(amountDetailList.path)).map((r) => r.body);
    expect(asked).toContainEqual({ pageIndex: 1, pageSize: 10, type: 'RECHARGE', month });
  });

  it('opens a record and its ledger legs, and coming back keeps the filters', async () => {
    const { page } = tab;
    const withdraw = (await allRecords(token, { type: 'WITHDRAW' }))[0];
    const recharge = (await allRecords(token, { type: 'RECHARGE' }))[0];
    const withdrawMonth = chinaDay(withdraw?.createdAt ?? 0).slice(0, 7);
    const rechargeMonth = chinaDay(recharge?.createdAt ?? 0).slice(0, 7);
    // The address gives the entry's filter; the user then picks another one in the page.
    await openAs(page, token, `/financialDetails?type=WITHDRAW&month=${withdrawMonth}`);
    expect(await page.getByLabel('类型').inputValue()).toBe('WITHDRAW');
    await rows(page).first().waitFor();
    await page.getByLabel('类型').selectOption('RECHARGE');
    await page.getByLabel('月份').selectOption(rechargeMonth);
    await rows(page).filter({ hasText: '充值 · ' }).first().click();
    await page.waitForURL(/\/particularsDetails\?id=\d+/);
    await page.getByText('变动后余额', { exact: true }).waitFor();
    await page.getByRole('button', { name: '查看记账明细' }).click();
    // The recharge's ledger legs: out of the banks, into my wallet with its balance after.
    const legs = page.getByLabel('记账分录').locator('.app-list-item');
    await legs.first().waitFor();
    expect(await legs.count()).toBe(2);
    const amount = moneyOf(Math.abs(recharge?.amountCents ?? 0));
    expect(await legs.filter({ hasText: '银行卡（银行）' }).textContent()).toContain(
      `转出 ${amount}`,
    );
    const mine = legs.filter({ hasText: '我的钱包' });
    expect(await mine.textContent()).toContain(`转入 ${amount}`);
    expect(await mine.textContent()).toContain(
      `变动后余额 ${moneyOf(recharge?.balanceAfterCents ?? 0)}`,
    );

    await page.goBack();
    await page.getByText('变动后余额', { exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/financialDetails/);
    const root = page.locator('[data-from-particulars]');
    await expect.poll(() => root.getAttribute('data-from-particulars')).toBe('true');
    expect(await page.getByLabel('类型').inputValue()).toBe('RECHARGE');
    expect(await page.getByLabel('月份').inputValue()).toBe(rechargeMonth);
    await page.getByText('没有更多了').waitFor();
    for (const text of await rows(page).locator('.app-list-item-description').allTextContents()) {
      expect(text.startsWith('充值 · ')).toBe(true);
    }

    await page.goto('/financialDetails?type=NOPE');
    await page.getByText('筛选条件有误').waitFor();
  });
});
