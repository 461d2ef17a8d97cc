import { describe, expect, it } from 'vitest';
import {
  AUTH,
  OPERATOR_TOKEN,
  fetchConfig,
  planBody,
  popupServer,
  putPlan,
} from './popups-fixture';

type Call = { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: object };
const CALLS: Array<[string, Call]> = [
  ['PUT plan', { method: 'PUT', url: '/sfo/admin/plans/7', payload: planBody() }],
  ['GET plans', { method: 'GET', url: '/sfo/admin/plans' }],
  ['DELETE plan', { method: 'DELETE', url: '/sfo/admin/plans/1001' }],
  [
    'PUT settings',
    { method: 'PUT', url: '/sfo/admin/settings', payload: { config_pull_interval_ms: 60000 } },
  ],
];

describe('operator API auth (CONTRACTS.md)', () => {
  it.each(
    CALLS.flatMap(([name, call]) =>
      [
        ['no header', undefined],
        ['wrong token', `Bearer ${OPERATOR_TOKEN}x`],
        ['no Bearer scheme', OPERATOR_TOKEN],
        ['empty token', 'Bearer '],
      ].map(([why, header]) => [`${name}: ${why}`, call, header] as const),
    ),
  )('401 and nothing changes: %s', async (_name, call, header) => {
    const app = await popupServer();
    const before = (await fetchConfig(app)).json();
    const response = await app.inject({
      ...call,
      headers: header ? { authorization: header } : {},
    });
    expect(response.statusCode).toBe(401);
    const after = (await fetchConfig(app)).json();
    expect({ ...after, server_current_time: 0 }).toEqual({ ...before, server_current_time: 0 });
  });
});

describe('PUT /sfo/admin/plans/:plan_id', () => {
  it('creates, answers the stored plan (path id wins), and replaces', async () => {
    const app = await popupServer();
    const before = Date.now();
    const created = await putPlan(app, 42, planBody({ plan_id: 999, last_update_config_time: 5 }));
    expect(created.statusCode).toBe(200);
    expect(created.json().last_update_config_time).toBeGreaterThanOrEqual(before);
    expect(created.json()).toMatchObject({ plan_id: 42, cname: '测试计划', status: 'ACTIVE' });
    await putPlan(app, 42, planBody({ cname: '改名了' }));
    const plans = (
      await app.inject({ method: 'GET', url: '/sfo/admin/plans', headers: AUTH })
    ).json().plans;
    expect(plans.filter((p: { plan_id: number }) => p.plan_id === 42)).toEqual([
      expect.objectContaining({ plan_id: 42, cname: '改名了' }),
    ]);
  });

  it('keeps a name id as a string and defaults the status to ACTIVE', async () => {
    const app = await popupServer();
    const body = planBody();
    delete body.status;
    expect((await putPlan(app, 'spring-sale', body)).json()).toMatchObject({
      plan_id: 'spring-sale',
      status: 'ACTIVE',
    });
  });

  it('pauses with status SUSPEND, and a delete removes it from the list and the configs', async () => {
    const app = await popupServer();
    await putPlan(app, 7, planBody());
    expect((await putPlan(app, 7, planBody({ status: 'SUSPEND' }))).json().status).toBe('SUSPEND');
    const del = await app.inject({ method: 'DELETE', url: '/sfo/admin/plans/7', headers: AUTH });
    expect(del.json()).toEqual({ deleted: 7 });
    const list = (
      await app.inject({ method: 'GET', url: '/sfo/admin/plans', headers: AUTH })
    ).json().plans;
    expect(list.map((p: { plan_id: number }) => p.plan_id)).not.toContain(7);
    expect(
      (await app.inject({ method: 'DELETE', url: '/sfo/admin/plans/7', headers: AUTH })).statusCode,
    ).toBe(404);
    // Put again: it is back.
    await putPlan(app, 7, planBody());
    expect(
      (await fetchConfig(app)).json().popup_plans.map((p: { plan_id: number }) => p.plan_id),
    ).toContain(7);
  });

  it.each<[string, string | number, unknown, RegExp]>([
    ['a body that is not an object', 7, [1, 2], /body/],
    ['no pattern_popup', 7, planBody({ pattern_popup: undefined }), /pattern_popup/],
    [
      'no rules',
      7,
      planBody({ pattern_popup: { matcher_list: [] } }),
      /pattern_popup\.matcher_list/,
    ],
    [
      'a rule without event_name',
      7,
      planBody({ pattern_popup: { matcher_list: [{ params: [1] }] } }),
      /matcher_list\.0\.event_name/,
    ],
    [
      'an unknown filter function',
      7,
      planBody({
        pattern_popup: {
          matcher_list: [
            {
              event_name: 'x',
              filter: { conditions: [{ field: 'a', function: 'startsWith', params: [] }] },
            },
          ],
        },
      }),
      /matcher_list\.0\.filter\.conditions\.0\.function.*startsWith/,
    ],
    [
      'an unknown function deep in event_permission',
      7,
      planBody({
        event_permission: {
          filters: [{ conditions: [{ field: 'a', function: 'nope', params: [] }] }],
        },
      }),
      /event_permission\.filters\.0\.conditions\.0\.function/,
    ],
    [
      'a window unit',
      7,
      planBody({ popup_interval: { value: 1, unit: 'YEAR' } }),
      /popup_interval\.unit/,
    ],
    [
      'a window value',
      7,
      planBody({ convert_window: { value: 'one', unit: 'DAY' } }),
      /convert_window\.value/,
    ],
    [
      're_enter without limit',
      7,
      planBody({ re_enter: { value: 1, unit: 'DAY' } }),
      /re_enter\.limit/,
    ],
    ['is_audience not boolean', 7, planBody({ is_audience: 'yes' }), /is_audience/],
    [
      'no popup_window_content',
      7,
      planBody({ popup_window_content: undefined }),
      /popup_window_content/,
    ],
    [
      'popup_type',
      7,
      planBody({ popup_window_content: { popup_type: 'HTML', content: '{}' } }),
      /popup_window_content\.popup_type/,
    ],
    [
      'content not a string',
      7,
      planBody({ popup_window_content: { popup_type: 'PRESET', content: {} } }),
      /popup_window_content\.content/,
    ],
    [
      'audience list entries',
      7,
      planBody({ audience_distinct_ids: [''] }),
      /audience_distinct_ids\.0/,
    ],
    ['a bad plan id', 'no%20spaces', planBody(), /plan_id/],
  ])('400 naming the field: %s', async (_name, id, body, message) => {
    const app = await popupServer();
    const response = await putPlan(app, id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await fetchConfig(app)).json().popup_plans).toHaveLength(3); // the seed only
  });

  it('400, not a crash, for a body nested thousands of levels deep', async () => {
    const app = await popupServer();
    const depth = 5_000;
    const tree = `${'{"filters":['.repeat(depth)}{"conditions":[]}${']}'.repeat(depth)}`;
    const body = JSON.stringify(planBody()).replace(/}$/, `,"event_permission":${tree}}`);
    const response = await app.inject({
      method: 'PUT',
      url: '/sfo/admin/plans/7',
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/nested deeper/);
  });

  it('400 for a body that is not JSON', async () => {
    const app = await popupServer();
    const response = await app.inject({
      method: 'PUT',
      url: '/sfo/admin/plans/7',
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
  });
});
