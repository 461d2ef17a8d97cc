import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { directSeededId } from '../../server/db/seed/direct-goods';
import type { Endpoint } from '../../src/shared/contract';
import { goodsList } from '../../src/shared/contracts/direct-goods';
import { orderListV2 } from '../../src/shared/contracts/direct-order';
import { orderInfo } from '../../src/shared/contracts/direct-order-info';
import {
  searchHistoryClear,
  searchHistoryList,
  searchHistorySave,
} from '../../src/shared/contracts/seller-search';
import {
  baseUrl,
  devApi,
  pollUntil,
  requestsTo,
  setUpBrowserSuite,
  setUpPagePerTest,
} from './harness';
import { loginAs } from './login';

// Issue 18: /directSearchPage at 375 px as the demo seller (user 1) against the reference
// server: search by model and by order number, and the recent searches kept by the server.

/** The server's own answer, called with the seller's token (not through the app's cache). */
async function serverCall<T>(token: string, endpoint: Endpoint, input: object): Promise<T> {
  const get = endpoint.method === 'GET';
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${baseUrl()}${endpoint.path}${get ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers: {
      token,
      channelId: '700000',
      'content-type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: get ? undefined : JSON.stringify(input),
  });
  const envelope = (await response.json()) as { code: string; data: T };
  expect(envelope.code).toBe('0000');
  return envelope.data;
}

const recentNow = async (token: string) =>
  (
    await serverCall<{ list: Array<{ keyword: string }> }>(token, searchHistoryList, {
      scene: 'direct',
    })
  ).list.map((r) => r.keyword);

/** Waits until the server's recent direct searches are `wanted` (the app saves them async). */
const recentOnServer = async (token: string, wanted: string[]) =>
  pollUntil(
    () => recentNow(token),
    (list) => JSON.stringify(list) === JSON.stringify(wanted),
  );

async function searchFor(page: Page, keyword: string): Promise<void> {
  await page.getByLabel('搜索内容').fill(keyword);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

describe('/directSearchPage', () => {
  const suite = setUpBrowserSuite();
  let token: string;

  beforeAll(async () => {
    await devApi('POST', '/__dev/reset');
  });
  beforeEach(async () => {
    token = await loginAs('seller');
    // Each test starts without recent direct searches.
    await serverCall(token, searchHistoryClear, { scene: 'direct' });
  });
  const tab = setUpPagePerTest(suite);

  const open = (query = '') =>
    tab.page.goto(
      `/directSearchPage?${query}${query ? '&' : ''}token=${encodeURIComponent(token)}`,
    );

  it('finds orders and goods by a model, and keeps the keyword as recent', async () => {
    const { page } = tab;
    await open();
    await page.getByText('暂无搜索记录').waitFor();
    await searchFor(page, 'Mate 60');
    const orderRows = page.locator('[data-order-no]');
    await orderRows.first().waitFor();
    const expected = await serverCall<{ total: number }>(token, orderListV2, {
      pageIndex: 1,
      pageSize: 1,
      keyword: 'Mate 60',
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(await orderRows.count()).toBe(Math.min(expected.total, 20));
    const sent = await requestsTo(orderListV2.path);
    expect(sent.at(-1)?.body).toMatchObject({ keyword: 'Mate 60', pageIndex: 1 });

    await page.getByRole('tab', { name: '商品' }).click();
    const goodsRows = page.locator('[data-goods-id]');
    await goodsRows.first().waitFor();
    for (const name of await goodsRows.allTextContents()) expect(name).toContain('Mate 60');
    expect(page.url()).toContain('tab=goods');
    expect((await requestsTo(goodsList.path)).at(-1)?.body).toMatchObject({ keyword: 'Mate 60' });
    await recentOnServer(token, ['Mate 60']);
  });

  it('finds one order by its order number and opens its detail', async () => {
    const { page } = tab;
    const shipped = directSeededId('shipped', 0, 2);
    const order = await serverCall<{ orderNo: string }>(token, orderInfo, { orderId: shipped });
    await open();
    await searchFor(page, order.orderNo);
    const row = page.locator(`[data-order-no="${order.orderNo}"]`);
    await row.waitFor();
    expect(await page.locator('[data-order-no]').count()).toBe(1);
    await row.click();
    await page.waitForURL((url) => url.pathname === '/directOrderDetail');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(String(shipped));
    await recentOnServer(token, [order.orderNo]);
  });

  it('lists recent searches, deletes one, clears all (on the server too)', async () => {
    const { page } = tab;
    for (const keyword of ['iPhone 15', 'SF1', 'Xiaomi'])
      await serverCall(token, searchHistorySave, { keyword, scene: 'direct' });
    await open();
    const chips = page.locator('[data-history]');
    await page.locator('[data-history="Xiaomi"]').waitFor();
    expect(
      await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-history'))),
    ).toEqual(['Xiaomi', 'SF1', 'iPhone 15']);

    await page.getByRole('button', { name: '删除 SF1' }).click();
    await page.locator('[data-history="SF1"]').waitFor({ state: 'detached' });
    await recentOnServer(token, ['Xiaomi', 'iPhone 15']);

    // A recent keyword searches again.
    await page.locator('[data-history="iPhone 15"] button').first().click();
    await page.locator('[data-order-no]').first().waitFor();
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('iPhone 15');
    await page.goBack();

    await page.getByRole('button', { name: '清空' }).click();
    await page.getByText('暂无搜索记录').waitFor();
    await recentOnServer(token, []);
    // The consignment product search keeps its own history.
    const products = await serverCall<{ list: unknown[] }>(token, searchHistoryList, {});
    expect(products.list.length).toBeGreaterThan(0);
  });

  it('shows an error state for a bad keyword in the address', async () => {
    await open(`keyword=${'x'.repeat(41)}`);
    await tab.page.getByText('搜索内容无效').waitFor();
    await tab.page.getByText('搜索内容最多 40 个字').waitFor();
  });
});
