import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orderCancel,
  orderCount,
  orderInfo,
  orderInfoV2,
  orderList,
  orderListV2,
} from '../../src/shared/contracts/direct-order';
import { devApi, pollUntil, requestsTo, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { cancelOnServer, countOf, orderCounts, ordersIn, stateOf } from './direct-order-api';
import { loginAs } from './login';

// Seller II (issue 18): /directOrder and /directOrderDetail as the demo seller
// (sellerId 20001) against the reference server. Orders are found by state through
// the API, never by their seed position: the seed of direct goods grows.

const SELLER_ID = 20001;

/** The page in front: kept-alive pages stay in the DOM, hidden. */
function front(page: Page) {
  return page.locator('[data-keep-alive-pane]:not([hidden])');
}

function cards(page: Page) {
  return front(page).locator('[data-order-id]');
}

function card(page: Page, orderId: number) {
  return front(page).locator(`[data-order-id="${orderId}"]`);
}

function stateTab(page: Page, label: string) {
  return page.getByRole('tab', { name: new RegExp(`^${label} \\d+$`) });
}

/** A finger pulling the list down (touch events), as components/paged-list/pull-to-refresh.tsx expects. */
async function pullDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const x = 180;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 260 }] });
  for (let y = 270; y <= 480; y += 15) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('direct-sale orders: list, detail, cancel', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);
  let token: string;

  beforeAll(async () => {
    await devApi('POST', '/__dev/reset');
  });

  beforeEach(async () => {
    token = await loginAs('seller');
  });

  async function open(path: string, sellerId: number | null = SELLER_ID): Promise<void> {
    const glue = path.includes('?') ? '&' : '?';
    const seller = sellerId === null ? '' : `&sellerId=${sellerId}`;
    await tab.page.goto(`${path}${glue}token=${encodeURIComponent(token)}${seller}`);
  }

  /** Scrolls the list's end into view until more than `count` cards show. */
  async function scrollPast(count: number): Promise<void> {
    await pollUntil(
      async () => {
        await cards(tab.page).last().scrollIntoViewIfNeeded();
        return cards(tab.page).count();
      },
      (shown) => shown > count,
      15_000,
    );
  }

  it('shows the counts as tabs, pages by scrolling, and switches tab', async () => {
    const counts = await orderCounts(token);
    await open('/directOrder');
    await tab.page.getByRole('tab', { name: `全部 ${counts.total}`, selected: true }).waitFor();
    for (const { label, count } of counts.counts) {
      await tab.page.getByRole('tab', { name: `${label} ${count}` }).waitFor();
    }
    await cards(tab.page).first().waitFor();
    const firstPage = await cards(tab.page).count();
    expect(firstPage).toBe(Math.min(10, counts.total));
    expect(counts.total).toBeGreaterThan(10);

    await scrollPast(firstPage);
    const asked = (await requestsTo(orderListV2.path)).map((r) => r.body);
    expect(asked).toEqual(
      expect.arrayContaining([
        { pageIndex: 1, pageSize: 10 },
        { pageIndex: 2, pageSize: 10 },
      ]),
    );

    const created = await ordersIn(token, 'created');
    await stateTab(tab.page, '待寄出').click();
    await tab.page.getByRole('tab', { name: `待寄出 ${created.length}`, selected: true }).waitFor();
    await card(tab.page, created[0]!.orderId).waitFor();
    const shown = await cards(tab.page).evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-order-state')),
    );
    expect(shown.length).toBe(Math.min(10, created.length));
    expect(new Set(shown)).toEqual(new Set(['created']));
  });

  it('pull to refresh asks for the list and the counts again', async () => {
    await open('/directOrder');
    await cards(tab.page).first().waitFor();
    await tab.page.getByRole('tab', { name: /^全部 \d+$/ }).waitFor();
    const lists = (await requestsTo(orderListV2.path)).length;
    const counts = (await requestsTo(orderCount.path)).length;
    await pullDown(tab.context, tab.page);
    await pollUntil(
      async () => [
        (await requestsTo(orderListV2.path)).length,
        (await requestsTo(orderCount.path)).length,
      ],
      ([l, c]) => l! > lists && c! > counts,
    );
  });

  it('opens an order and comes back to the same tab and scroll position', async () => {
    const listed = await ordersIn(token, 'listed');
    await open('/directOrder');
    await cards(tab.page).first().waitFor();
    await scrollPast(10);
    const target = cards(tab.page).nth(11);
    const orderId = Number(await target.getAttribute('data-order-id'));
    await target.scrollIntoViewIfNeeded();
    const scrolled = await front(tab.page).evaluate((pane) => pane.scrollTop);
    expect(scrolled).toBeGreaterThan(300);

    await target.locator('button').first().click();
    await tab.page.waitForURL(new RegExp(`/directOrderDetail\\?orderId=${orderId}`));
    const detail = front(tab.page);
    await detail.getByRole('heading', { name: '订单记录' }).waitFor();
    await detail.getByRole('heading', { name: /^商品/ }).waitFor();
    expect(await stateOf(token, orderId)).toBe(
      await detail.locator('[data-order-state]').first().getAttribute('data-order-state'),
    );

    await tab.page.goBack();
    await tab.page.waitForURL(/\/directOrder\?/);
    await card(tab.page, orderId).waitFor();
    expect(await front(tab.page).evaluate((pane) => pane.scrollTop)).toBe(scrolled);
    expect(await cards(tab.page).count()).toBeGreaterThan(10);
    await tab.page.getByRole('tab', { name: /^全部 \d+$/, selected: true }).waitFor();

    // A tab chosen before leaving is the tab found on return.
    await stateTab(tab.page, '已上架').click();
    await card(tab.page, listed[0]!.orderId).waitFor();
    await card(tab.page, listed[0]!.orderId).locator('button').first().click();
    await tab.page.waitForURL(/\/directOrderDetail\?/);
    await front(tab.page).getByRole('heading', { name: '质检结果' }).waitFor();
    await tab.page.goBack();
    await stateTab(tab.page, '已上架')
      .and(tab.page.getByRole('tab', { selected: true }))
      .waitFor();
    await card(tab.page, listed[0]!.orderId).waitFor();
  });

  it('cancels an order not shipped yet: its state and the counts change, on the server too', async () => {
    const [order] = await ordersIn(token, 'created');
    const before = await countOf(token, 'created');
    const cancelledBefore = await countOf(token, 'cancelled');
    await open('/directOrder');
    await stateTab(tab.page, '待寄出').click();
    const row = card(tab.page, order!.orderId);
    await row.getByRole('button', { name: '取消订单' }).click();
    const sheet = tab.page.getByRole('dialog', { name: '取消订单' });
    await sheet.getByText(`订单 ${order!.orderNo}`).waitFor();
    const confirm = sheet.getByRole('button', { name: '确定取消' });
    // A double tap sends one cancel.
    await confirm.dblclick();

    await row.waitFor({ state: 'detached' });
    await tab.page.getByRole('tab', { name: `待寄出 ${before - 1}`, selected: true }).waitFor();
    await tab.page.getByRole('tab', { name: `已取消 ${cancelledBefore + 1}` }).waitFor();
    expect(await stateOf(token, order!.orderId)).toBe('cancelled');
    const sent = await requestsTo(orderCancel.path);
    expect(sent.map((r) => r.body)).toEqual([{ orderId: order!.orderId }]);
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('shows the server’s refusal when the order was cancelled elsewhere, and refreshes the list', async () => {
    const [order] = await ordersIn(token, 'created');
    await open('/directOrder');
    await stateTab(tab.page, '待寄出').click();
    const row = card(tab.page, order!.orderId);
    await row.getByRole('button', { name: '取消订单' }).click();
    const sheet = tab.page.getByRole('dialog', { name: '取消订单' });
    await sheet.getByText(`订单 ${order!.orderNo}`).waitFor();

    // Another device of the seller cancels first: the state no longer allows it.
    await cancelOnServer(token, order!.orderId);
    const created = await countOf(token, 'created');
    await sheet.getByRole('button', { name: '确定取消' }).click();
    await sheet.getByRole('alert').filter({ hasText: '不能取消订单' }).waitFor();
    expect(await sheet.getByRole('alert').textContent()).toContain('已取消');
    // The list and the counts were asked again: the order left the tab.
    await row.waitFor({ state: 'detached' });
    await tab.page.getByRole('tab', { name: `待寄出 ${created}`, selected: true }).waitFor();
    await sheet.getByRole('button', { name: '知道了' }).click();
    await sheet.waitFor({ state: 'hidden' });
  });

  it('cancels from the detail page, which offers shipping and tracking by state', async () => {
    const [order] = await ordersIn(token, 'created');
    await open(`/directOrderDetail?orderId=${order!.orderId}`);
    const detail = front(tab.page);
    await detail.getByText(`订单 ${order!.orderNo}`).waitFor();
    await detail.getByRole('button', { name: '去发货' }).waitFor();
    await detail.getByRole('button', { name: '取消订单' }).click();
    await tab.page
      .getByRole('dialog', { name: '取消订单' })
      .getByRole('button', { name: '确定取消' })
      .click();
    await detail.locator('[data-order-state="cancelled"]').waitFor();
    await detail.getByText('已取消', { exact: true }).waitFor();
    expect(await detail.getByRole('button', { name: '取消订单' }).count()).toBe(0);
    expect(await stateOf(token, order!.orderId)).toBe('cancelled');

    const [shipped] = await ordersIn(token, 'shipped');
    await open(`/directOrderDetail?orderId=${shipped!.orderId}`);
    await front(tab.page).getByRole('button', { name: '物流详情' }).click();
    await tab.page.waitForURL(new RegExp(`/logisticsTrack\\?expressNo=${shipped!.expressNo}`));
  });

  it('says so for a malformed order id, without asking the server', async () => {
    const before = (await requestsTo(orderInfoV2.path)).length;
    await open('/directOrderDetail?orderId=12abc');
    await front(tab.page).getByText('订单不存在').waitFor();
    expect((await requestsTo(orderInfoV2.path)).length).toBe(before);
  });

  it('tells a bidder the pages are the seller’s, and asks nothing', async () => {
    token = await loginAs('bidder');
    const before = (await requestsTo(orderCount.path)).length;
    await open('/directOrder', null);
    await front(tab.page).getByText('该页面仅对卖家开放').waitFor();
    await open('/directOrderDetail?orderId=1', null);
    await front(tab.page).getByText('该页面仅对卖家开放').waitFor();
    expect((await requestsTo(orderCount.path)).length).toBe(before);
    expect(await front(tab.page).locator('[data-order-state]').count()).toBe(0);
  });

  it('falls back to list and info where v2 answers not found', async () => {
    await devApi('POST', '/__dev/faults', { path: orderListV2.path, status: 404 });
    await devApi('POST', '/__dev/faults', { path: orderInfoV2.path, status: 404 });
    try {
      const listBefore = (await requestsTo(orderList.path)).length;
      const infoBefore = (await requestsTo(orderInfo.path)).length;
      await open('/directOrder');
      await cards(tab.page).first().waitFor();
      const asked = (await requestsTo(orderList.path)).slice(listBefore).map((r) => r.body);
      expect(asked[0]).toEqual({ pageIndex: 1, pageSize: 10 });
      const first = cards(tab.page).first();
      const orderNo = (await first.locator('[data-order-no]').textContent()) ?? '';
      await first.locator('button').first().click();
      await front(tab.page).getByRole('heading', { name: '订单记录' }).waitFor();
      await front(tab.page).getByText(orderNo).first().waitFor();
      expect((await requestsTo(orderInfo.path)).length).toBe(infoBefore + 1);
    } finally {
      await devApi('DELETE', '/__dev/faults');
    }
  });
});
