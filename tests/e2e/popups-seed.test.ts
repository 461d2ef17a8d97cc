import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { noPopupFor, visit, waitForReceived } from './popup-signals';

/**
 * The seeded demo campaigns (README "Popup campaigns") on real screens, as a
 * person trying `npm start` meets them, and the server's conversion record.
 */
const suite = setUpBrowserSuite();
const tab = setUpPagePerTest(suite);

async function setGlobalInterval(seconds: number): Promise<void> {
  const response = await fetch(`${baseUrl()}/sfo/admin/settings`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${inject('operatorToken')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ popup_interval_global: { value: seconds, unit: 'SECOND' } }),
  });
  expect(response.status).toBe(200);
}

async function open(path: string): Promise<Page> {
  await tab.page.goto(path);
  return tab.page;
}

describe('seeded popup campaigns', () => {
  it('welcomes a new visitor on the first visit of the auction hall, once', async () => {
    await setGlobalInterval(0); // only the plan's own participation limit is left
    const page = await open('/auctionList');
    const welcome = page.locator('[data-sf-popup="1001"]');
    await welcome.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await welcome.locator('h2').innerText()).toBe('欢迎来到拍卖二手好物');
    await welcome.getByRole('button', { name: '去逛逛' }).click();
    await welcome.waitFor({ state: 'detached' });
    await visit(page, '/elsewhere', 2);
    await visit(page, '/auctionList', 3);
    // The decision made on the first visit is all: none after the visits above.
    expect(await page.locator('[data-sf-popup]').count()).toBe(0);
    await page.reload();
    await noPopupFor(page, '$pageview', 1, 0);
    expect(await waitForReceived(page, '$PlanPopupDisplay', 1)).toHaveLength(1);
  });

  it('reminds after three wallet visits, and the server records the deposit as its conversion', async () => {
    const page = await open('/myWallet');
    await noPopupFor(page, '$pageview', 1, 0); // one visit of three
    await visit(page, '/elsewhere', 2);
    await visit(page, '/myWallet', 3);
    await noPopupFor(page, '$pageview', 3, 0); // two of three
    await visit(page, '/elsewhere', 4);
    await visit(page, '/myWallet', 5);
    const reminder = page.locator('[data-sf-popup="1002"]');
    await reminder.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await reminder.locator('h2').innerText()).toBe('保证金余额不足');
    await page.keyboard.press('Escape');

    const [display] = await waitForReceived(page, '$PlanPopupDisplay', 1);
    const uuid = String(display?.properties.$sf_msg_id);
    const status = async () =>
      (await (
        await fetch(`${baseUrl()}/sfo/popup_displays?project=default&popup_display_uuids=${uuid}`)
      ).json()) as {
        displays: Array<{ uuid: string; converted: boolean; plan_id?: string }>;
      };
    expect((await status()).displays).toEqual([
      expect.objectContaining({ uuid, plan_id: '1002', converted: false }),
    ]);
    await page.evaluate(() => window.sensors.track('deposit_submit', { amount: 500 }));
    await waitForReceived(page, 'deposit_submit', 1);
    expect((await status()).displays[0]?.converted).toBe(true);
  });

  it('the README campaign: 周末上新 on the second home visit within the hour, none on the first', async () => {
    await setGlobalInterval(0);
    const content = {
      template: {
        title: '周末上新',
        text: '200 件好物 1 元起拍',
        buttons: [{ text: '知道了', action: { type: 'close' } }],
      },
    };
    const response = await fetch(`${baseUrl()}/sfo/admin/plans/2001`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${inject('operatorToken')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        cname: '周末上新',
        status: 'ACTIVE',
        absolute_priority: 20,
        pattern_popup: {
          matcher_list: [
            {
              event_name: '$pageview',
              params: [2],
              window: { value: 1, unit: 'HOUR' },
              filter: {
                relation: 'and',
                conditions: [{ field: '$url_path', function: 'equal', params: ['/'] }],
              },
            },
          ],
        },
        popup_interval: { value: 1, unit: 'MINUTE' },
        popup_window_content: { popup_type: 'PRESET', content: JSON.stringify(content) },
      }),
    });
    expect(response.status).toBe(200);
    const page = await open('/');
    await noPopupFor(page, '$pageview', 1, 0);
    await page.reload();
    const weekend = page.locator('[data-sf-popup="2001"]');
    await weekend.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await weekend.locator('h2').innerText()).toBe('周末上新');
  });

  it('tracks the bank-card control group without drawing it, and records its display', async () => {
    const page = await open('/banks');
    const [display] = await waitForReceived(page, '$PlanPopupDisplay', 1);
    expect(display?.properties).toMatchObject({
      $sf_succeed: false,
      $sf_plan_id: '1003',
      $sf_plan_strategy_id: '-1',
    });
    expect(await page.locator('[data-sf-popup]').count()).toBe(0);
    // The display chunk tracked it; the renderer's chunk was never fetched.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((name) => name.includes('/popup-lazy-'))).toBe(true);
    expect(scripts.filter((name) => name.includes('/preset-view-'))).toEqual([]);
    const uuid = String(display?.properties.$sf_msg_id);
    const answer = await (
      await fetch(`${baseUrl()}/sfo/popup_displays?popup_display_uuids=${uuid}`)
    ).json();
    expect(answer).toEqual({
      displays: [expect.objectContaining({ uuid, plan_id: '1003', converted: false })],
    });
  });
});
