import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parsePopupContent } from '../../../src/sdk/core/popup/content';
import { batchForm, trackedEvent } from './server-fixture';
import { planBody, popupServer, presetContent, putPlan } from './popups-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const HOUR = 60 * 60 * 1000;
const T0 = 1_750_000_000_000;

async function send(app: FastifyInstance, events: object[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/sa',
    headers: FORM,
    payload: batchForm(events),
  });
  expect(response.statusCode).toBe(200);
}

const display = (uuid: string, planId: string | number, overrides: Record<string, unknown> = {}) =>
  trackedEvent({
    event: '$PlanPopupDisplay',
    time: T0,
    properties: {
      $sf_msg_id: uuid,
      $sf_plan_id: String(planId),
      $sf_succeed: true,
      $sf_channel_category: 'POPUP',
    },
    ...overrides,
  });

async function statuses(app: FastifyInstance, uuids: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/sfo/popup_displays?project=default&popup_display_uuids=${uuids}&time=${T0}`,
  });
  return response;
}

const converting = planBody({
  convert_window: { value: 1, unit: 'HOUR' },
  convert_event: { event_name: 'deposit_submit' },
});

describe('GET /sfo/popup_displays (conversions from receiver events)', () => {
  it('a show then the target event from the same visitor within the window converts', async () => {
    const app = await popupServer();
    await putPlan(app, 7, converting);
    await send(app, [display('d-1', 7)]);
    expect((await statuses(app, 'd-1')).json()).toEqual({
      displays: [{ uuid: 'd-1', converted: false, plan_id: '7', shown_at: T0 }],
    });
    await send(app, [trackedEvent({ event: 'deposit_submit', time: T0 + HOUR / 2 })]);
    const response = await statuses(app, 'd-1');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({
      displays: [
        { uuid: 'd-1', converted: true, plan_id: '7', shown_at: T0, converted_at: T0 + HOUR / 2 },
      ],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['another visitor', { distinct_id: 'visitor-2', time: T0 + 1 }],
    ['after the window', { time: T0 + HOUR }],
    ['before the show', { time: T0 - 1 }],
    ['another event', { event: 'deposit_view', time: T0 + 1 }],
  ])('does not convert on %s', async (_name, overrides) => {
    const app = await popupServer();
    await putPlan(app, 7, converting);
    await send(app, [display('d-1', 7)]);
    await send(app, [trackedEvent({ event: 'deposit_submit', ...overrides })]);
    expect((await statuses(app, 'd-1')).json().displays[0].converted).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a failed display', { $sf_succeed: false, $sf_fail_reason: '1004' }],
    ['a display without uuid', { $sf_msg_id: undefined }],
    ['a display of an unknown plan', { $sf_plan_id: '404' }],
  ])('records no show for %s', async (_name, props) => {
    const app = await popupServer();
    await putPlan(app, 7, converting);
    const event = display('d-1', 7);
    await send(app, [{ ...event, properties: { ...(event.properties as object), ...props } }]);
    expect((await statuses(app, 'd-1')).json()).toEqual({
      displays: [{ uuid: 'd-1', converted: false }],
    });
  });

  it('records control-group displays (tracked, not shown): their conversions are the baseline', async () => {
    const app = await popupServer();
    await putPlan(app, 8, { ...converting, is_control_group: true });
    const event = display('c-1', 8);
    await send(app, [
      {
        ...event,
        properties: {
          ...(event.properties as object),
          $sf_succeed: false,
          $sf_fail_reason: '1003',
        },
      },
    ]);
    await send(app, [trackedEvent({ event: 'deposit_submit', time: T0 + 5 })]);
    expect((await statuses(app, 'c-1')).json().displays[0]).toMatchObject({
      converted: true,
      plan_id: '8',
    });
  });

  it('converts once, keeps the first time, and ignores a retried batch', async () => {
    const app = await popupServer();
    await putPlan(app, 7, converting);
    const show = display('d-1', 7);
    const first = trackedEvent({ event: 'deposit_submit', time: T0 + 10 });
    await send(app, [show, first]);
    await send(app, [show, first, trackedEvent({ event: 'deposit_submit', time: T0 + 20 })]);
    expect((await statuses(app, 'd-1')).json().displays[0]).toMatchObject({
      converted: true,
      converted_at: T0 + 10,
    });
  });

  it('answers several uuids in the order asked, unknown ones not converted', async () => {
    const app = await popupServer();
    await putPlan(app, 7, converting);
    await send(app, [
      display('a', 7),
      display('b', 7),
      trackedEvent({ event: 'deposit_submit', time: T0 + 1 }),
    ]);
    const body = (await statuses(app, 'zz,b,a')).json();
    expect(
      body.displays.map((d: { uuid: string; converted: boolean }) => [d.uuid, d.converted]),
    ).toEqual([
      ['zz', false],
      ['b', true],
      ['a', true],
    ]);
  });

  it.each([
    ['no uuids', '/sfo/popup_displays?project=default'],
    ['empty uuids', '/sfo/popup_displays?popup_display_uuids=,,'],
    [
      'too many uuids',
      `/sfo/popup_displays?popup_display_uuids=${Array.from({ length: 101 }, (_, i) => `u${i}`).join(',')}`,
    ],
  ])('400 for %s', async (_name, url) => {
    const app = await popupServer();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
  });
});

describe('GET /sfo/popup_windows/:id (preview)', () => {
  it('answers the plan content, popup_type and name; the content parses', async () => {
    const app = await popupServer();
    await putPlan(
      app,
      7,
      planBody({
        cname: '预览计划',
        popup_window_content: { popup_type: 'PRESET', content: presetContent('预览') },
      }),
    );
    const response = await app.inject({
      method: 'GET',
      url: `/sfo/popup_windows/7?project=default&time=${T0}&sdk_version=1.26.2&platform=H5&distinct_id=v1`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      popup_window_id: '7',
      name: '预览计划',
      popup_type: 'PRESET',
      content: presetContent('预览'),
    });
    const parsed = parsePopupContent(body.content);
    expect(parsed.ok && parsed.content.template.title).toBe('预览');
  });

  it('serves the seeded campaigns, whose content parses', async () => {
    const app = await popupServer();
    for (const id of [1001, 1002, 1003]) {
      const body = (
        await app.inject({ method: 'GET', url: `/sfo/popup_windows/${id}?project=default` })
      ).json();
      expect(parsePopupContent(body.content).ok).toBe(true);
    }
  });

  it('404 for an unknown or deleted plan', async () => {
    const app = await popupServer();
    expect((await app.inject({ method: 'GET', url: '/sfo/popup_windows/12345' })).statusCode).toBe(
      404,
    );
    await app.inject({
      method: 'DELETE',
      url: '/sfo/admin/plans/1001',
      headers: { authorization: 'Bearer test-operator-token' },
    });
    expect((await app.inject({ method: 'GET', url: '/sfo/popup_windows/1001' })).statusCode).toBe(
      404,
    );
  });
});
