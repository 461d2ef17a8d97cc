import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  devApi,
  goOffline,
  goOnline,
  requestsTo,
  setUpBrowserSuite,
  setUpPagePerTest,
} from './harness';
import { loginAs } from './login';

const CHECK_TOKEN = '/api/dh/auction/user/check/token';
const BANK_LIST = '/api/dh/auction/user/pingan/bank/list';
const OFFLINE_MESSAGE = '网络异常，请检查网络后重试';

/** The HEAD the version check sends for the entry script (boot and every route change). */
function versionCheck(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'HEAD' && /\/assets\/index-.*\.js$/.test(response.url()),
  );
}

/** A client-side route change, as the host's back button or an in-app link makes. */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** antd-mobile's toast, or the plain one shown when its lazy chunk cannot load (offline). */
function toast(page: Page) {
  return page.locator('.adm-toast-main, .app-toast-fallback');
}

describe('foundation: boot, request layer, network and version reload', () => {
  const suite = setUpBrowserSuite();
  let token: string;

  beforeEach(async () => {
    token = await loginAs('seller');
  });
  const tab = setUpPagePerTest(suite);

  async function openLoggedIn(extra = ''): Promise<void> {
    await tab.page.goto(`/?token=${encodeURIComponent(token)}${extra}`);
  }

  it('stores the launch parameters and strips the token from the address bar', async () => {
    await openLoggedIn(
      '&biddingNo=B20240001&phone=13800000001&macAddress=02:00:00:00:00:00&sellerId=20001' +
        '&statusHeight=44&bottomHeight=34',
    );
    await tab.page.getByText('演示卖家').waitFor();
    await tab.page.getByText('138****0001').waitFor();

    const stored = await tab.page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      token,
      biddingNo: 'B20240001',
      phone: '13800000001',
      macAddress: '02:00:00:00:00:00',
      sellerId: '20001',
      statusHeight: '1.17rem',
      bottomOffset: '0.91rem',
      userId: expect.stringMatching(/^\d+$/),
    });
    expect(JSON.parse(stored.h5UserInfo ?? 'null')).toMatchObject({ nickName: '演示卖家' });

    const url = new URL(tab.page.url());
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('phone')).toBe(false);
    expect(url.searchParams.get('sellerId')).toBe('20001');
  });

  it('ignores malformed launch values and keeps the default status bar height', async () => {
    await openLoggedIn('&statusHeight=-40&sellerId=abc');
    await tab.page.getByText('演示卖家').waitFor();
    const stored = await tab.page.evaluate(() => ({ ...localStorage }));
    expect(stored.statusHeight).toBeUndefined();
    expect(stored.sellerId).toBeUndefined();
    const padding = await tab.page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).paddingTop);
    expect(parseFloat(padding)).toBeGreaterThan(40); // 1.17rem at 37.5 px/rem ≈ 44 px
  });

  it('sends channelId, token and login_type on the user lookup and the bank lists', async () => {
    await openLoggedIn();
    await tab.page.getByText('转入银行卡').waitFor();
    await tab.page.getByText('转出银行卡').waitFor();

    const [check] = await requestsTo(CHECK_TOKEN);
    // The request log shows that a token was sent, never the token (server/http/redact.ts).
    expect(check?.headers).toMatchObject({
      channelid: '700000',
      token: '[redacted]',
      login_type: 'app',
    });
    const banks = await requestsTo(BANK_LIST);
    expect(banks).toHaveLength(2);
    for (const request of banks) {
      expect(request.headers).toMatchObject({
        channelid: '700000',
        token: '[redacted]',
        login_type: 'app',
      });
    }
    expect(banks.map((request) => request.body)).toEqual(
      expect.arrayContaining([
        { pageIndex: 1, pageSize: 3, useType: 1 },
        { pageIndex: 1, pageSize: 3, useType: 2 },
      ]),
    );
  });

  it('shows the visitor state without a token', async () => {
    await tab.page.goto('/');
    await tab.page.getByText('游客模式').waitFor();
    expect(await requestsTo(CHECK_TOKEN)).toHaveLength(0);
  });

  it('toasts the server message of an error code', async () => {
    await devApi('POST', '/__dev/faults', {
      path: BANK_LIST,
      code: 'E1234',
      msg: '银行服务维护中',
    });
    await openLoggedIn();
    await toast(tab.page).filter({ hasText: '银行服务维护中' }).waitFor();
    await tab.page.getByText('银行卡加载失败').first().waitFor();
  });

  it('stays silent for a silent code', async () => {
    await devApi('POST', '/__dev/faults', {
      path: BANK_LIST,
      code: 'CB0156',
      msg: '不应出现的提示',
    });
    await openLoggedIn();
    await tab.page.getByText('银行卡加载失败').first().waitFor();
    // Both lists were asked and answered the silent code (a screen may ask again after the
    // start-up prefetch failed: what matters here is that nothing is shown for it).
    const useTypes = (await requestsTo(BANK_LIST)).map(
      (request) => (request.body as { useType?: unknown } | null)?.useType,
    );
    expect(new Set(useTypes)).toEqual(new Set([1, 2]));
    expect(await toast(tab.page).count()).toBe(0);
    expect(await tab.page.getByText('不应出现的提示').count()).toBe(0);
  });

  it('code 8888 opens the service-stopped modal with the message', async () => {
    await devApi('POST', '/__dev/faults', {
      path: BANK_LIST,
      code: '8888',
      msg: '系统升级中，服务暂停',
    });
    await openLoggedIn();
    const dialog = tab.page.getByRole('dialog').filter({ hasText: '系统升级中，服务暂停' });
    await dialog.getByText('系统升级中，服务暂停').waitFor();
    expect(await dialog.count()).toBe(1);
    expect(await toast(tab.page).count()).toBe(0);
  });

  it('going offline shows the network message', async () => {
    await openLoggedIn();
    await tab.page.getByText('转入银行卡').waitFor();
    await goOffline(tab.page);
    await toast(tab.page).filter({ hasText: OFFLINE_MESSAGE }).waitFor();
    await goOnline(tab.page);
  });

  it('reloads exactly once when x-version changes, on the next route change', async () => {
    let loads = 0;
    tab.page.on('load', () => {
      loads += 1;
    });
    const baseline = versionCheck(tab.page);
    await openLoggedIn();
    await tab.page.getByText('演示卖家').waitFor();
    await baseline;
    await tab.page.evaluate(() => {
      (window as unknown as { bootMarker: number }).bootMarker = 1;
    });
    expect(loads).toBe(1);

    await devApi('POST', '/__dev/version', { version: 'e2e-next' });
    const reloaded = tab.page.waitForEvent('load');
    await routeTo(tab.page, '/not-a-page');
    await reloaded;
    await tab.page.getByText('页面不存在').first().waitFor();
    expect(await tab.page.evaluate(() => 'bootMarker' in window)).toBe(false);
    expect(await tab.page.evaluate(() => sessionStorage.getItem('versionReloadedTo'))).toBe(
      'e2e-next',
    );

    // The reloaded page took e2e-next as its baseline: further route changes do not reload.
    for (const path of ['/', '/still-not-a-page']) {
      const check = versionCheck(tab.page);
      await routeTo(tab.page, path);
      await check;
    }
    await tab.page.getByText('页面不存在').first().waitFor();
    expect(loads).toBe(2);
  });

  it('serves the precached shell offline once the service worker is installed', async () => {
    await openLoggedIn();
    await tab.page.getByText('演示卖家').waitFor();
    await tab.page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated';
    });
    // A launch URL navigated through the worker: its token never lands in Cache Storage.
    await openLoggedIn();
    await tab.page.getByText('演示卖家').waitFor();
    expect(await tab.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cachedUrls = await tab.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls;
    });
    expect(cachedUrls.length).toBeGreaterThan(0);
    expect(cachedUrls.filter((url) => url.includes('token='))).toEqual([]);

    await goOffline(tab.page);
    // A never-visited route: the shell comes from the precache, its lazy chunk cannot
    // load, so the route shows the retry state instead of a blank page.
    await tab.page.goto('/offline-deep-link');
    await tab.page.getByText('页面加载失败').waitFor();
    // The offline banner (src/app/offline-banner.tsx), a polite live region.
    await tab.page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE }).waitFor();

    await goOnline(tab.page);
    await tab.page.getByRole('button', { name: '重试' }).click();
    await tab.page.getByText('您访问的页面不存在或已下线').waitFor();
  });
});
