import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, setUpBrowserSuite, setUpPagePerTest } from './harness';
import { noPopupFor, plansPulled, visit, waitForReceived } from './popup-signals';

/**
 * Popup campaigns end to end (issue 7): plans created through the operator
 * API, pulled by the worker, decided there, drawn by the page, tracked to the
 * receiver. The seeded demo plans and global limits are removed first so each
 * test sees only its own plans.
 */
const suite = setUpBrowserSuite();
const tab = setUpPagePerTest(suite);

async function operator(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${inject('operatorToken')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
}

async function onlyThesePlans(...plans: Array<Record<string, unknown> & { plan_id: number }>) {
  for (const id of [1001, 1002, 1003]) await operator('DELETE', `/sfo/admin/plans/${id}`);
  await operator('PUT', '/sfo/admin/settings', {
    msg_limit_global: { is_in_use: false, limits: [] },
    popup_interval_global: { value: 0, unit: 'SECOND' },
  });
  for (const plan of plans) await operator('PUT', `/sfo/admin/plans/${plan.plan_id}`, plan);
}

const onHome = {
  relation: 'and',
  conditions: [{ field: 'event.$pageview.$url_path', function: 'equal', params: ['/'] }],
};

function plan(planId: number, event: string, extra: Record<string, unknown> = {}) {
  return {
    plan_id: planId,
    cname: `e2e ${planId}`,
    status: 'ACTIVE',
    strategy_id: 7,
    pattern_popup: { matcher_list: [{ event_name: event, params: [1] }] },
    popup_window_content: {
      popup_type: 'PRESET',
      content: JSON.stringify({
        template: {
          title: `活动 ${planId}`,
          text: '限时优惠，先到先得。',
          buttons: [{ text: '知道了', action: { type: 'close' } }],
        },
        properties: {},
      }),
    },
    ...extra,
  };
}

async function track(page: Page, event: string): Promise<void> {
  await page.evaluate((name) => window.sensors.track(name, {}), event);
}

/** The home screen with its plans pulled (events tracked before wait for the pull anyway). */
async function openHome(path = '/'): Promise<Page> {
  await tab.page.goto(path);
  await tab.page.getByText('我的账户').first().waitFor();
  await plansPulled(tab.page);
  return tab.page;
}

describe('popup campaigns in Chromium', () => {
  it('shows a plan after its trigger events on the home screen, and tracks display and click', async () => {
    const pageviews = {
      event_name: '$pageview',
      params: [2],
      window: { value: 1, unit: 'DAY' },
      filter: onHome,
    };
    await onlyThesePlans(plan(2001, '$pageview', { pattern_popup: { matcher_list: [pageviews] } }));
    const page = await openHome();
    await noPopupFor(page, '$pageview', 1, 0); // one visit of two
    // Away and back (SPA navigation): the second visit of the home screen reaches the count.
    await visit(page, '/nope', 2);
    await visit(page, '/', 3);
    const dialog = page.locator('[data-sf-popup="2001"]');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.getAttribute('role')).toBe('dialog');
    expect(await dialog.locator('h2').innerText()).toBe('活动 2001');
    await dialog.getByRole('button', { name: '知道了' }).click();
    expect(await page.locator('[data-sf-popup]').count()).toBe(0);

    const [display] = await waitForReceived(page, '$PlanPopupDisplay', 1);
    expect(display?.properties).toMatchObject({
      $sf_succeed: true,
      $sf_plan_id: '2001',
      $sf_plan_strategy_id: '7',
      $sf_plan_type: '运营计划',
      $sf_channel_category: 'POPUP',
      $sf_platform_tag: 'H5',
      $sf_lib_version: '1.26.2',
      $sf_msg_title: '活动 2001',
      $sf_msg_content: '限时优惠，先到先得。',
    });
    expect(display?.properties.$sf_msg_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(display?.properties).not.toHaveProperty('$sf_fail_reason');
    const [click] = await waitForReceived(page, '$PlanPopupClick', 1);
    expect(click?.properties).toMatchObject({
      $sf_plan_id: '2001',
      $sf_msg_id: display?.properties.$sf_msg_id,
      $sf_msg_element_type: 'button',
      $sf_msg_element_content: '知道了',
      $sf_msg_element_action: 'close',
      $sf_msg_action_id: '0',
      $sf_close_type: 'POPUP_CLOSE_BUTTON',
      $sf_channel_category: 'POPUP',
    });
  });

  it('does not show a paused plan, while an active one on the same page does', async () => {
    await onlyThesePlans(
      plan(2002, 'e2e_paused_trigger', { status: 'SUSPEND' }),
      plan(2003, 'e2e_live_trigger'),
    );
    const page = await openHome();
    await track(page, 'e2e_paused_trigger');
    await noPopupFor(page, 'e2e_paused_trigger', 1, 0);
    await track(page, 'e2e_live_trigger');
    await page.locator('[data-sf-popup="2003"]').waitFor({ state: 'visible', timeout: 10_000 });
    const displays = await waitForReceived(page, '$PlanPopupDisplay', 1);
    expect(displays.map((event) => event.properties.$sf_plan_id)).toEqual(['2003']);
  });

  it('tracks a control-group plan as not shown, without drawing it', async () => {
    const control = plan(2004, '$pageview', {
      is_control_group: true,
      pattern_popup: { matcher_list: [{ event_name: '$pageview', params: [1], filter: onHome }] },
    });
    delete (control as { strategy_id?: number }).strategy_id;
    await onlyThesePlans(control);
    await tab.page.goto('/');
    const page = tab.page;
    const [display] = await waitForReceived(page, '$PlanPopupDisplay', 1);
    expect(display?.properties).toMatchObject({
      $sf_succeed: false,
      $sf_fail_reason: '对照组',
      $sf_plan_id: '2004',
      $sf_plan_strategy_id: '-1',
    });
    expect(await page.locator('[data-sf-popup]').count()).toBe(0);
  });

  it('keeps a second show away within the plan popup interval', async () => {
    await onlyThesePlans(plan(2005, 'e2e_tap', { popup_interval: { value: 1, unit: 'HOUR' } }));
    const page = await openHome();
    await track(page, 'e2e_tap');
    const dialog = page.locator('[data-sf-popup="2005"]');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await track(page, 'e2e_tap');
    await noPopupFor(page, 'e2e_tap', 2, 1);
    // After a reload too: the interval lives in IndexedDB.
    await page.reload();
    await page.getByText('我的账户').first().waitFor();
    await plansPulled(page);
    await track(page, 'e2e_tap');
    await noPopupFor(page, 'e2e_tap', 1, 0);
    // One display tracked: no popup was drawn after the first.
    expect(await waitForReceived(page, '$PlanPopupDisplay', 1)).toHaveLength(1);
  });

  it('shows a preview link’s popup', async () => {
    await onlyThesePlans(plan(2006, 'e2e_never', { status: 'SUSPEND' }));
    await tab.page.goto('/?sf_popup_test=1&popup_window_id=2006&platform=H5');
    const page = tab.page;
    const preview = page.locator('[data-sf-popup="preview"]');
    await preview.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await preview.locator('h2').innerText()).toBe('活动 2006');
  });

  it('renders hostile content as inert text', async () => {
    const hostile = plan(2007, 'e2e_hostile', {
      popup_window_content: {
        popup_type: 'PRESET',
        content: JSON.stringify({
          template: {
            title: '<img src=x onerror="window.__pwned=1">',
            text: '<script>window.__pwned=2</script><a href="javascript:window.__pwned=5">x</a>',
            image_url: 'javascript:window.__pwned=3',
            buttons: [
              {
                text: '<b onmouseover="window.__pwned=4">点我</b>',
                action: { type: 'openlink', value: 'javascript:window.__pwned=6' },
              },
            ],
          },
        }),
      },
    });
    await onlyThesePlans(hostile);
    const page = await openHome();
    await track(page, 'e2e_hostile');
    const dialog = page.locator('[data-sf-popup="2007"]');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.locator('script, img, a, b, [onerror], [onmouseover]').count()).toBe(0);
    expect(await dialog.locator('h2').innerText()).toBe('<img src=x onerror="window.__pwned=1">');
    expect(await dialog.innerText()).toContain('<script>window.__pwned=2</script>');
    const before = page.url();
    await dialog
      .getByRole('button', { name: '<b onmouseover="window.__pwned=4">点我</b>' })
      .click();
    // The click was handled (its tracked event arrived): a navigation it made began before.
    await waitForReceived(page, '$PlanPopupClick', 1);
    expect(page.url()).toBe(before);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });
});
