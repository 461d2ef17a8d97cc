import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GLOBAL_HISTORY_MAX,
  GLOBAL_HISTORY_MS,
  emptyPopupState,
  evaluate,
  recordShown,
} from '../../../../src/sdk/core/popup-engine';
import type { Plan, PopupState, ServerConfig } from '../../../../src/sdk/core/popup/types';
import {
  DAY,
  HOUR,
  MIN,
  SEC,
  T0,
  config,
  deepFreeze,
  event,
  plan,
  stateWithHistory,
} from './popup-test-plans';

/** Evaluates at each time, recording every show; returns the times at which the plan showed. */
function showsAt(
  cfg: ServerConfig,
  times: number[],
  start: PopupState = emptyPopupState(),
): number[] {
  let state = start;
  const shows: number[] = [];
  for (const at of times) {
    const decision = evaluate(cfg, state, event(), at);
    state = decision.state;
    if (decision.show) {
      state = recordShown(cfg, state, decision.show, at);
      shows.push(at);
    }
  }
  return shows;
}

describe('show-time windows with a fake clock', () => {
  it.each<[string, Partial<Plan>, Partial<ServerConfig>, number[], number[]]>([
    [
      'plan interval 1 h: a second show waits an hour',
      { popup_interval: { value: 1, unit: 'HOUR' } },
      {},
      [T0, T0 + 30 * MIN, T0 + HOUR - 1, T0 + HOUR, T0 + HOUR + 1],
      [T0, T0 + HOUR],
    ],
    [
      'global interval 10 s',
      {},
      { popup_interval_global: { value: 10, unit: 'SECOND' } },
      [T0, T0 + 9 * SEC, T0 + 10 * SEC, T0 + 11 * SEC],
      [T0, T0 + 10 * SEC],
    ],
    [
      'conversion window 2 days',
      { convert_window: { value: 2, unit: 'DAY' } },
      {},
      [T0, T0 + DAY, T0 + 2 * DAY - 1, T0 + 2 * DAY],
      [T0, T0 + 2 * DAY],
    ],
    [
      'participation: 2 shows per week, the window starts at the first show',
      { re_enter: { value: 1, unit: 'WEEK', limit: 2 } },
      {},
      [
        T0,
        T0 + DAY,
        T0 + 2 * DAY,
        T0 + 7 * DAY - 1,
        T0 + 7 * DAY,
        T0 + 7 * DAY + 1,
        T0 + 7 * DAY + 2,
      ],
      [T0, T0 + DAY, T0 + 7 * DAY, T0 + 7 * DAY + 1],
    ],
    [
      'a MONTH is 30 days',
      { popup_interval: { value: 1, unit: 'MONTH' } },
      {},
      [T0, T0 + 30 * DAY - 1, T0 + 30 * DAY],
      [T0, T0 + 30 * DAY],
    ],
    [
      'a natural DAY interval ends at midnight',
      { popup_interval: { value: 1, unit: 'DAY', natural: true } },
      {},
      [T0, new Date(2024, 5, 3, 23, 59, 59).getTime(), new Date(2024, 5, 4, 0, 0, 0).getTime()],
      [T0, new Date(2024, 5, 4, 0, 0, 0).getTime()],
    ],
    [
      'a natural WEEK interval ends on Sunday night (weeks start on Monday)',
      { popup_interval: { value: 1, unit: 'WEEK', natural: true } },
      {},
      [T0, new Date(2024, 5, 9, 23, 0).getTime(), new Date(2024, 5, 10, 0, 0).getTime()],
      [T0, new Date(2024, 5, 10, 0, 0).getTime()],
    ],
    [
      'a natural MONTH interval ends with the calendar month',
      { popup_interval: { value: 1, unit: 'MONTH', natural: true } },
      {},
      [T0, new Date(2024, 5, 30, 23, 0).getTime(), new Date(2024, 6, 1, 0, 0).getTime()],
      [T0, new Date(2024, 6, 1, 0, 0).getTime()],
    ],
  ])('%s', (_name, planOverrides, configOverrides, times, expected) => {
    expect(showsAt(config([plan(planOverrides)], configOverrides), times)).toEqual(expected);
  });
});

describe('global popup limit (msg_limit_global)', () => {
  const limits = {
    is_in_use: true,
    limits: [
      { limit: 2, value: 1, unit: 'HOUR' as const },
      { limit: 3, value: 1, unit: 'DAY' as const },
    ],
  };

  it('counts every show of any plan, per window', () => {
    const cfg = config([plan({ global_msg_limit_enabled: true })], { msg_limit_global: limits });
    const times = [
      T0,
      T0 + MIN,
      T0 + 2 * MIN,
      T0 + HOUR,
      T0 + HOUR + MIN,
      T0 + 2 * HOUR,
      T0 + DAY,
      T0 + DAY + 1, // the day window still holds T0 + MIN, T0 + HOUR and T0 + DAY
      T0 + DAY + 2 * MIN, // T0 + MIN has left the day window
    ];
    expect(showsAt(cfg, times)).toEqual([T0, T0 + MIN, T0 + HOUR, T0 + DAY, T0 + DAY + 2 * MIN]);
  });

  it.each<[string, Partial<Plan>, boolean]>([
    ['plan opted in', { global_msg_limit_enabled: true }, false],
    ['plan not opted in', { global_msg_limit_enabled: false }, true],
  ])('%s', (_name, overrides, shows) => {
    const cfg = config([plan(overrides)], { msg_limit_global: limits });
    const state = stateWithHistory([T0 - MIN, T0 - 2 * MIN]);
    expect(evaluate(cfg, state, event(), T0).show !== null).toBe(shows);
  });

  it('is ignored when not in use', () => {
    const cfg = config([plan({ global_msg_limit_enabled: true })], {
      msg_limit_global: { ...limits, is_in_use: false },
    });
    expect(
      evaluate(cfg, stateWithHistory([T0 - MIN, T0 - 2 * MIN]), event(), T0).show?.plan_id,
    ).toBe(1);
  });
});

describe('recordShown', () => {
  it('starts the show-time windows and resets the trigger windows', () => {
    const p = plan({
      pattern_popup: {
        matcher_list: [
          { event_name: 'view_wallet', params: [2], window: { value: 1, unit: 'DAY' } },
        ],
      },
      convert_window: { value: 1, unit: 'HOUR' },
      popup_interval: { value: 10, unit: 'MINUTE' },
      re_enter: { value: 1, unit: 'DAY', limit: 3 },
    });
    const cfg = config([p]);
    const counted = evaluate(cfg, emptyPopupState(), event(), T0 - 1).state;
    expect(counted.plans['1']?.is_in_window?.['0']?.count).toBe(1);
    const state = recordShown(cfg, deepFreeze(counted), p, T0, 'display-1');
    expect(state).toEqual({
      version: 1,
      global_popup_count: [T0],
      plans: {
        '1': {
          is_in_convert_window: { start_time: T0, expire_time: T0 + HOUR, uuid: 'display-1' },
          is_in_popup_interval_window: { start_time: T0, expire_time: T0 + 10 * MIN },
          is_in_popup_limit_window: { start_time: T0, expire_time: T0 + DAY, count: 1 },
          is_in_window: {},
        },
      },
    });
    const again = recordShown(cfg, state, p, T0 + HOUR);
    expect(again.plans['1']?.is_in_popup_limit_window).toEqual({
      start_time: T0,
      expire_time: T0 + DAY,
      count: 2,
    });
    expect(again.global_popup_count).toEqual([T0 + HOUR, T0]);
  });

  it('caps the global history at 3000 entries', () => {
    const times = Array.from({ length: GLOBAL_HISTORY_MAX }, (_, i) => T0 - (i + 1) * SEC);
    const state = recordShown(config([plan()]), stateWithHistory(times), plan(), T0);
    expect(state.global_popup_count).toHaveLength(GLOBAL_HISTORY_MAX);
    expect(state.global_popup_count[0]).toBe(T0);
    expect(state.global_popup_count.at(-1)).toBe(T0 - (GLOBAL_HISTORY_MAX - 1) * SEC);
  });

  it('drops history older than 90 days', () => {
    const state = recordShown(
      config([plan()]),
      stateWithHistory([T0 - DAY, T0 - GLOBAL_HISTORY_MS, T0 - GLOBAL_HISTORY_MS - 1]),
      plan(),
      T0,
    );
    expect(state.global_popup_count).toEqual([T0, T0 - DAY, T0 - GLOBAL_HISTORY_MS]);
  });
});

describe('inputs are never mutated; state is plain JSON', () => {
  it('evaluate and recordShown over random event sequences', () => {
    const p = plan({
      pattern_popup: {
        matcher_list: [
          { event_name: 'view_wallet', params: [2], window: { value: 1, unit: 'HOUR' } },
        ],
      },
      popup_interval: { value: 5, unit: 'MINUTE' },
      re_enter: { value: 1, unit: 'DAY', limit: 2 },
      convert_window: { value: 1, unit: 'MINUTE' },
      global_msg_limit_enabled: true,
    });
    const cfg = deepFreeze(
      config(
        [p, plan({ plan_id: 2, absolute_priority: 3, popup_interval: { value: 1, unit: 'HOUR' } })],
        {
          msg_limit_global: { is_in_use: true, limits: [{ limit: 3, value: 1, unit: 'DAY' }] },
          popup_interval_global: { value: 30, unit: 'SECOND' },
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * MIN }), { maxLength: 40 }), (steps) => {
        let state: PopupState = deepFreeze(emptyPopupState());
        let now = T0;
        for (const step of steps) {
          now += step;
          const snapshot = JSON.stringify(state);
          const decision = evaluate(cfg, state, event(), now);
          expect(JSON.stringify(state)).toBe(snapshot);
          state = deepFreeze(decision.state);
          if (decision.show) state = deepFreeze(recordShown(cfg, state, decision.show, now));
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('returns the same state object when nothing counted', () => {
    const state = deepFreeze(emptyPopupState());
    expect(evaluate(config([plan()]), state, event('nothing'), T0).state).toBe(state);
  });
});

describe('window_update: a plan change voids the windows that started before it', () => {
  const rules = {
    matcher_list: [
      { event_name: 'view_wallet', params: [2], window: { value: 1, unit: 'DAY' as const } },
    ],
  };

  it.each<[string, Partial<Plan>, boolean]>([
    [
      'trigger_window flag: the earlier count is void',
      { window_update: { trigger_window: true } },
      false,
    ],
    ['no flag: the earlier count still counts', {}, true],
  ])('%s', (_name, overrides, shows) => {
    const before = plan({ pattern_popup: rules });
    const state = evaluate(config([before]), emptyPopupState(), event(), T0).state;
    const changed = plan({ pattern_popup: rules, last_update_config_time: T0 + MIN, ...overrides });
    expect(evaluate(config([changed]), state, event(), T0 + HOUR).show !== null).toBe(shows);
  });

  it.each<[string, Partial<Plan>, boolean]>([
    [
      'convert_window flag: the open conversion window is void',
      { window_update: { convert_window: true } },
      true,
    ],
    ['no flag: it still blocks', {}, false],
  ])('%s', (_name, overrides, shows) => {
    const before = plan({ convert_window: { value: 1, unit: 'DAY' } });
    const state = recordShown(config([before]), emptyPopupState(), before, T0);
    const changed = plan({
      convert_window: { value: 1, unit: 'DAY' },
      last_update_config_time: T0 + MIN,
      ...overrides,
    });
    expect(evaluate(config([changed]), state, event(), T0 + HOUR).show !== null).toBe(shows);
  });
});

describe('hand-made configs never throw', () => {
  it('a plan without rules is skipped', () => {
    const broken = { plan_id: 5, is_audience: true } as unknown as Plan;
    expect(evaluate(config([broken, plan()]), emptyPopupState(), event(), T0).show?.plan_id).toBe(
      1,
    );
  });
});
