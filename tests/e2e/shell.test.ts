import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goOffline, goOnline, setUpBrowserSuite, setUpPagePerTest } from './harness';

const OFFLINE_MESSAGE = '网络异常，请检查网络后重试';

/** The host app's status bar height in CSS pixels (the stored rem, or the 1.17rem default). */
function statusBarPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.height = localStorage.getItem('statusHeight') ?? '1.17rem';
    document.body.append(probe);
    const height = probe.getBoundingClientRect().height;
    probe.remove();
    return height;
  });
}

describe('app shell in Chromium', () => {
  const suite = setUpBrowserSuite();
  const tab = setUpPagePerTest(suite);

  it('shows the offline banner below the status bar, without covering the page header', async () => {
    await tab.page.goto('/');
    const back = tab.page.getByRole('button', { name: '返回' }).first();
    await back.waitFor();
    const statusBar = await statusBarPixels(tab.page);
    const onlineBack = await back.boundingBox();

    await goOffline(tab.page);
    const banner = tab.page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });
    await banner.waitFor();
    const notice = await banner.locator('p').boundingBox();
    const offlineBack = await back.boundingBox();
    await goOnline(tab.page);

    expect(statusBar).toBeGreaterThan(30);
    // The notice starts below the strip the host's status bar covers.
    expect(notice?.y).toBeGreaterThanOrEqual(statusBar - 0.5);
    // The header bar moves down below the notice, not under it.
    expect(offlineBack?.y).toBeGreaterThanOrEqual((notice?.y ?? 0) + (notice?.height ?? 0) - 0.5);
    // And no second blank status strip: it moves by the notice's height only.
    expect((offlineBack?.y ?? 0) - (onlineBack?.y ?? 0)).toBeCloseTo(notice?.height ?? 0, 0);
  });

  it('keeps 页面不存在 for an address the spec does not name', async () => {
    await tab.page.goto('/no-such-screen');
    await tab.page.getByText('页面不存在').first().waitFor();
    expect(await tab.page.getByText(/还未开放/).count()).toBe(0);
  });
});
