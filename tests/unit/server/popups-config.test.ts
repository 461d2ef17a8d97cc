import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../../src/sdk/core/config';
import { SDK_VERSION } from '../../../src/sdk/core/constants';
import { emptyPopupState, evaluate } from '../../../src/sdk/core/popup-engine';
import { AUTH, fetchConfig, planBody, popupServer, putPlan } from './popups-fixture';

describe('GET /sfo/user_popup_configs', () => {
  it('answers the config of spec 001 §3 that parseServerConfig accepts, seeded plans included', async () => {
    const app = await popupServer();
    const before = Date.now();
    const response = await fetchConfig(app, 'visitor-9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      min_sdk_version_required: '1.26',
      config_pull_interval_ms: 600000,
      user_id: 'visitor-9',
      msg_limit_global: { is_in_use: true, limits: [{ limit: 3, value: 1, unit: 'DAY' }] },
      popup_interval_global: { value: 30, unit: 'SECOND' },
    });
    expect(body.server_current_time).toBeGreaterThanOrEqual(before);
    expect(body.popup_plans.map((p: { plan_id: number }) => p.plan_id).sort()).toEqual([
      1001, 1002, 1003,
    ]);
    for (const plan of body.popup_plans) {
      expect(plan.is_audience).toBe(true);
      expect(plan.popup_window_content).toMatchObject({ popup_type: 'PRESET' });
    }
    const parsed = parseServerConfig(body, SDK_VERSION);
    expect(parsed).toMatchObject({ ok: true, warnings: [] });
  });

  it('the seeded welcome plan shows on the first $pageview of the auction hall, not of home', async () => {
    const app = await popupServer();
    const parsed = parseServerConfig((await fetchConfig(app)).json(), SDK_VERSION);
    if (!parsed.ok) throw new Error(parsed.error);
    const now = parsed.config.server_current_time;
    const home = { event: '$pageview', properties: { $url_path: '/' }, time: now };
    expect(evaluate(parsed.config, emptyPopupState(), home, now).show).toBeNull();
    const hall = { event: '$pageview', properties: { $url_path: '/auctionList' }, time: now };
    expect(evaluate(parsed.config, emptyPopupState(), hall, now).show?.plan_id).toBe(1001);
    const wallet = { event: '$pageview', properties: { $url_path: '/myWallet' }, time: now };
    let state = emptyPopupState();
    const shows = [1, 2, 3].map((n) => {
      const decision = evaluate(parsed.config, state, wallet, now + n);
      state = decision.state;
      return decision.show?.plan_id ?? null;
    });
    expect(shows).toEqual([null, null, 1002]);
  });

  it('sets is_audience per visitor from the plan audience list, which never leaves the server', async () => {
    const app = await popupServer();
    await putPlan(app, 7, planBody({ audience_distinct_ids: ['vip-1', 'vip-2'] }));
    const planFor = async (visitor: string) =>
      (await fetchConfig(app, visitor))
        .json()
        .popup_plans.find((p: { plan_id: number }) => p.plan_id === 7);
    expect(await planFor('vip-2')).toMatchObject({ plan_id: 7, is_audience: true });
    expect(await planFor('someone')).toMatchObject({ plan_id: 7, is_audience: false });
    expect(await planFor('vip-1')).not.toHaveProperty('audience_distinct_ids');
  });

  it('leaves deleted plans out and sends paused ones (the SDK skips SUSPEND)', async () => {
    const app = await popupServer();
    await putPlan(app, 7, planBody());
    await putPlan(app, 8, planBody({ status: 'SUSPEND' }));
    await app.inject({ method: 'DELETE', url: '/sfo/admin/plans/1001', headers: AUTH });
    const ids = (await fetchConfig(app))
      .json()
      .popup_plans.map((p: { plan_id: number; status: string }) => [p.plan_id, p.status]);
    expect(ids).toEqual(
      expect.arrayContaining([
        [7, 'ACTIVE'],
        [8, 'SUSPEND'],
      ]),
    );
    expect(ids.map(([id]: [number]) => id)).not.toContain(1001);
  });

  it('sends the settings an operator changed with every config', async () => {
    const app = await popupServer();
    await app.inject({
      method: 'PUT',
      url: '/sfo/admin/settings',
      headers: AUTH,
      payload: {
        config_pull_interval_ms: 60000,
        popup_interval_global: { value: 2, unit: 'MINUTE' },
      },
    });
    expect((await fetchConfig(app)).json()).toMatchObject({
      config_pull_interval_ms: 60000,
      popup_interval_global: { value: 2, unit: 'MINUTE' },
      msg_limit_global: { is_in_use: true },
    });
  });

  it.each([
    ['no distinct_id', '/sfo/user_popup_configs?platform=H5'],
    ['empty distinct_id', '/sfo/user_popup_configs?distinct_id='],
    ['distinct_id too long', `/sfo/user_popup_configs?distinct_id=${'x'.repeat(256)}`],
  ])('400 for %s', async (_name, url) => {
    const app = await popupServer();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/distinct_id/);
  });

  it('answers a CORS preflight for the page on another origin', async () => {
    const app = await popupServer();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/sfo/user_popup_configs',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
