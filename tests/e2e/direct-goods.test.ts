import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETURN_LOGISTICS_FEE_CENTS } from '../../server/direct/returns';
import * as c from '../../src/shared/contracts/direct-goods';
import * as gc from '../../src/shared/contracts/direct-goods-changes';
import {
  api,
  centsOf,
  detailOf,
  firstWith,
  goodsIn,
  shown,
  typed,
  walletAvailable,
} from './direct-goods-api';
import {
  devApi,
  goOffline,
  goOnline,
  pollUntil,
  requestsTo,
  setUpBrowserSuite,
  setUpPagePerTest,
} from './harness';
import { loginAs } from './login';

// Issue 18, the goods half of Seller II: /directGoods and /directGoodsDetail at 375 px as the
// demo seller, against the reference server. Goods are found by state through the API (the
// seed grows), never by position or count.

/** The open sheet of the detail (a toast of the same message may be an alert too). */
const sheet = (page: Page) => page.getByRole('dialog', { name: '商品操作' });

async function priceSheet(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  await page.getByText(/可设置范围/).waitFor();
}

describe('direct-sale goods: /directGoods and /directGoodsDetail', () => {
  const suite = setUpBrowserSuite();
  let token: string;

  beforeAll(async () => {
    await devApi('POST', '/__dev/reset');
  });
  beforeEach(async () => {
    token = await loginAs('seller');
  });
  const tab = setUpPagePerTest(suite);

  async function open(path: string): Promise<void> {
    const glue = path.includes('?') ? '&' : '?';
    await tab.page.goto(`${path}${glue}token=${encodeURIComponent(token)}`);
  }

  it('confirms a reserve price, refuses one out of range before any call, changes it', async () => {
    const page = tab.page;
    const item = await firstWith(token, 'inspected', 'confirmReserve');
    await open(`/directGoodsDetail?id=${item.merchandiseId}`);
    await page.getByRole('heading', { name: item.productName }).waitFor();

    await priceSheet(page, '确认保留价');
    const input = page.getByLabel('保留价（元）');
    const confirmed = item.priceRange.minCents + 100;
    await input.fill(typed(confirmed));
    await page.getByRole('button', { name: '确定' }).dblclick();
    await pollUntil(
      () => detailOf(token, item.merchandiseId),
      (now) => now.reserveConfirmed,
    );
    expect((await requestsTo(gc.confirmReservePrice.path)).length).toBe(1);
    expect((await detailOf(token, item.merchandiseId)).reservePriceCents).toBe(confirmed);
    await page.getByText(/（已确认）/).waitFor();

    await priceSheet(page, '修改保留价');
    const changeInput = page.getByLabel('保留价（元）');
    const tooHigh = item.priceRange.maxCents + 1;
    await changeInput.fill(typed(tooHigh));
    await page.getByRole('button', { name: '确定' }).click();
    await sheet(page).getByRole('alert').filter({ hasText: '价格需在' }).waitFor();
    await changeInput.fill('12.345');
    await page.getByRole('button', { name: '确定' }).click();
    await sheet(page).getByRole('alert').filter({ hasText: '最多保留两位小数' }).waitFor();
    expect(await requestsTo(gc.changeReservePrice.path)).toEqual([]);

    const changed = item.priceRange.maxCents - 50; // an exact fen value within the range
    await changeInput.fill(typed(changed));
    await page.getByRole('button', { name: '确定' }).click();
    await pollUntil(
      () => detailOf(token, item.merchandiseId),
      (now) => now.reservePriceCents === changed,
    );
    const sent = await requestsTo(gc.changeReservePrice.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ merchandiseId: item.merchandiseId, priceCents: changed });
  });

  it('changes the on-shelf price of a listed item within its range', async () => {
    const page = tab.page;
    const item = await firstWith(token, 'listed', 'updateShelfPrice');
    await open(`/directGoodsDetail?id=${item.merchandiseId}`);
    await priceSheet(page, '修改在架价格');
    const wanted = item.priceRange.minCents + 1; // one fen above the lowest allowed
    await page.getByLabel('在架价格（元）').fill(typed(wanted));
    await page.getByRole('button', { name: '确定' }).click();
    const after = await pollUntil(
      () => detailOf(token, item.merchandiseId),
      (now) => now.priceCents === wanted,
    );
    expect(after.state).toBe('listed');
    await page
      .getByText(`¥${shown(wanted)}`, { exact: true })
      .first()
      .waitFor();
  });

  it('asks for a re-check with a reason, checked by the contract first', async () => {
    const page = tab.page;
    const item = await firstWith(token, 'inspected', 'askRecheck');
    await open(`/directGoodsDetail?id=${item.merchandiseId}`);
    await page.getByRole('button', { name: '申请复检' }).click();
    await page.getByText(/当前质检等级/).waitFor();
    await page.getByRole('button', { name: '提交复检' }).click();
    await sheet(page).getByRole('alert').filter({ hasText: '请填写复检原因' }).waitFor();
    expect(await requestsTo(gc.reDetectReq.path)).toEqual([]);
    await page.getByLabel('复检原因').fill('屏幕无划痕，质检等级偏低');
    await page.getByRole('button', { name: '提交复检' }).dblclick();
    await pollUntil(
      () => detailOf(token, item.merchandiseId),
      (now) => now.state === 'rechecking',
    );
    expect((await requestsTo(gc.reDetectReq.path)).length).toBe(1);
    const after = await detailOf(token, item.merchandiseId);
    expect(after.recheck).toEqual({ reason: '屏幕无划痕，质检等级偏低', answer: null });
    await page.getByText('复检中，请耐心等待').waitFor();
  });
  it('returns two goods at once and pays their fee once, even on a double tap', async () => {
    const page = tab.page;
    // Two returnable goods of different orders, each its own parcel.
    const candidates = (await goodsIn(token, 'listed')).filter((item) =>
      item.actions.some((entry) => entry.action === 'askReturn'),
    );
    const picked = candidates.filter(
      (item, index) => candidates.findIndex((other) => other.orderId === item.orderId) === index,
    );
    const [first, second] = picked;
    if (!first || !second) throw new Error('fewer than two listed goods to return');
    const before = await walletAvailable(token);

    await open('/directGoods?state=listed');
    await page.getByRole('tab', { name: /^已上架/, selected: true }).waitFor();
    await page.getByRole('button', { name: '批量退回' }).click();
    for (const item of [first, second]) {
      await page.getByLabel(`选择 ${item.productName}（${item.orderNo}）`).check();
    }
    await page.getByText('已选 2 件').waitFor();
    await page
      .getByRole('region', { name: '批量退回' })
      .getByRole('button', { name: '申请退回' })
      .click();
    await page.getByRole('button', { name: '确认退回' }).click();
    await page.getByRole('heading', { name: '支付退回费用' }).waitFor();
    const batch = await requestsTo(gc.goodsReturnBatch.path);
    expect(batch.map((request) => request.body)).toEqual([
      { merchandiseIds: [first.merchandiseId, second.merchandiseId] },
    ]);

    const shownTotal = centsOf(await page.getByTestId('fee-total').innerText());
    const returned = await Promise.all(
      [first, second].map((item) => detailOf(token, item.merchandiseId)),
    );
    const owed = returned.reduce(
      (sum, item) => sum + (item.returnFee?.serviceFeeCents ?? 0) + RETURN_LOGISTICS_FEE_CENTS,
      0,
    );
    expect(returned.map((item) => item.state)).toEqual(['returning', 'returning']);
    expect(shownTotal).toBe(owed);

    await page.getByRole('radio', { name: /钱包/ }).check();
    await page.getByRole('button', { name: /^支付 ¥/ }).dblclick();
    await page.getByText('支付成功').waitFor();
    await page.getByText(`已从钱包支付 ¥${shown(owed)}`, { exact: false }).waitFor();

    expect(await requestsTo(gc.serviceFeePay.path)).toHaveLength(1);
    expect(await walletAvailable(token)).toBe(before - owed);
    const paid = await Promise.all(
      [first, second].map((item) => detailOf(token, item.merchandiseId)),
    );
    expect(paid.map((item) => item.state)).toEqual(['returned', 'returned']);
    expect(paid.every((item) => item.returnFee?.paidAt !== null)).toBe(true);
  });

  it('shows the server’s refusal and refetches; offline the actions wait with a notice', async () => {
    const page = tab.page;
    const item = await firstWith(token, 'inspected', 'confirmReserve');
    await open(`/directGoodsDetail?id=${item.merchandiseId}`);
    await priceSheet(page, '确认保留价');
    // Meanwhile the goods are asked back elsewhere: the order leaves 待上架.
    await api(token, gc.goodsReturn.path, { merchandiseId: item.merchandiseId });
    await page.getByLabel('保留价（元）').fill(typed(item.priceRange.minCents));
    await page.getByRole('button', { name: '确定' }).click();
    await sheet(page).getByRole('alert').filter({ hasText: '不能确认保留价' }).waitFor();
    // The request layer's toast of the refusal is shown (its chunk loaded) before going offline.
    await page
      .locator('.adm-toast-main, .app-toast-fallback')
      .filter({ hasText: '不能确认保留价' })
      .waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    const pay = page.getByRole('button', { name: '支付退回服务费' });
    await pay.waitFor();
    await page.getByText('待付退回费', { exact: true }).waitFor();

    await goOffline(page);
    await page.getByText('当前离线，修改不会在离线时提交，请联网后再试').waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await goOnline(page);
    expect(await pay.isEnabled()).toBe(true);
  });

  it('scrolls to page 2, keeps the tab and the scroll when coming back from a detail', async () => {
    const page = tab.page;
    await open('/directGoods');
    await page.getByRole('tab', { name: /^全部/, selected: true }).waitFor();
    const rows = page.locator('[data-keep-alive-pane]:not([hidden]) .app-list-item');
    await rows.nth(9).scrollIntoViewIfNeeded(); // the last row of page 1 (10 a page)
    await rows.nth(10).waitFor();
    const pages = (await requestsTo(c.goodsList.path)).map((request) => request.body);
    expect(pages).toContainEqual({ pageIndex: 2, pageSize: 10 });
    await page.getByRole('tab', { name: /^已退回/ }).click();
    await rows.nth(5).waitFor();
    const pane = page.locator('[data-keep-alive-pane]:not([hidden])');
    await rows.nth(5).scrollIntoViewIfNeeded();
    const scrolled = await pane.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await rows.nth(5).click();
    await page.waitForURL(/directGoodsDetail\?id=\d+/);
    await page.getByRole('heading', { name: '商品详情' }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: /^已退回/, selected: true }).waitFor();
    expect(await pane.evaluate((element) => element.scrollTop)).toBe(scrolled);
  });

  it('shows an error state for a bad id and for goods that are not the seller’s', async () => {
    const page = tab.page;
    await open('/directGoodsDetail?id=abc');
    await page.getByText('商品不存在').waitFor();
    const other = (await goodsIn(await loginAs('seller2'), 'listed'))[0];
    if (!other) throw new Error('seller2 has no listed goods');
    await open(`/directGoodsDetail?id=${other.merchandiseId}`);
    await page.getByText('商品加载失败').waitFor();
    expect(await page.getByText(other.orderNo).count()).toBe(0);
  });
});
