import { describe, expect, it } from 'vitest';
import {
  CHECK_ORDER,
  emptyPopupState,
  evaluate,
  recordShown,
  type Check,
} from '../../../../src/sdk/core/popup-engine';
import type { Plan, PopupState, ServerConfig } from '../../../../src/sdk/core/popup/types';
import { DAY, HOUR, MIN, SEC, T0, config, deepFreeze, event, plan } from './popup-test-plans';

const cond = (field: string, fn: string, params: unknown[]) => ({ field, function: fn, params });

/** Shows `p` once at `at` and returns the state after it. */
function shown(
  cfg: ServerConfig,
  p: Plan,
  at: number,
  state: PopupState = emptyPopupState(),
): PopupState {
  return recordShown(cfg, state, p, at);
}

// Each row: a setup in which exactly one check fails, and that check's name.
type Setup = {
  cfg: ServerConfig;
  state: PopupState;
  ev?: ReturnType<typeof event>;
  profile?: Record<string, unknown>;
};
const ONE_FAILING: Array<[Check, () => Setup]> = [
  ['expired', () => ({ cfg: config([plan({ expire_at: T0 })]), state: emptyPopupState() })],
  ['audience', () => ({ cfg: config([plan({ is_audience: false })]), state: emptyPopupState() })],
  ['suspended', () => ({ cfg: config([plan({ status: 'SUSPEND' })]), state: emptyPopupState() })],
  [
    'convert_window',
    () => {
      const p = plan({ convert_window: { value: 1, unit: 'HOUR' } });
      return { cfg: config([p]), state: shown(config([p]), p, T0 - 30 * MIN) };
    },
  ],
  [
    'global_interval',
    () => {
      const other = plan({
        plan_id: 99,
        pattern_popup: { matcher_list: [{ event_name: 'other' }] },
      });
      const cfg = config([plan(), other], { popup_interval_global: { value: 10, unit: 'MINUTE' } });
      return { cfg, state: shown(cfg, other, T0 - 5 * MIN) };
    },
  ],
  [
    'plan_interval',
    () => {
      const p = plan({ popup_interval: { value: 1, unit: 'DAY' } });
      return { cfg: config([p]), state: shown(config([p]), p, T0 - HOUR) };
    },
  ],
  [
    'permission',
    () => ({
      cfg: config([
        plan({ event_permission: { conditions: [cond('user.level', 'equal', ['vip'])] } }),
      ]),
      state: emptyPopupState(),
      profile: { level: 'new' },
    }),
  ],
  [
    'filter',
    () => ({
      cfg: config([
        plan({
          pattern_popup: {
            matcher_list: [
              {
                event_name: 'view_wallet',
                params: [1],
                filter: { conditions: [cond('balance', 'less', [100])] },
              },
            ],
          },
        }),
      ]),
      state: emptyPopupState(),
      ev: event('view_wallet', { balance: 500 }),
    }),
  ],
  [
    'trigger_count',
    () => ({
      cfg: config([
        plan({
          pattern_popup: {
            matcher_list: [
              { event_name: 'view_wallet', params: [3], window: { value: 1, unit: 'DAY' } },
            ],
          },
        }),
      ]),
      state: emptyPopupState(),
    }),
  ],
  [
    'global_limit',
    () => {
      const other = plan({
        plan_id: 99,
        pattern_popup: { matcher_list: [{ event_name: 'other' }] },
      });
      const cfg = config([plan({ global_msg_limit_enabled: true }), other], {
        msg_limit_global: { is_in_use: true, limits: [{ limit: 1, value: 1, unit: 'DAY' }] },
      });
      return { cfg, state: shown(cfg, other, T0 - HOUR) };
    },
  ],
  [
    'participation_limit',
    () => {
      const p = plan({ re_enter: { value: 7, unit: 'DAY', limit: 1 } });
      return { cfg: config([p]), state: shown(config([p]), p, T0 - DAY) };
    },
  ],
];

describe('evaluate: the eleven checks (spec 001 §4)', () => {
  it('lists the checks in the spec order', () => {
    expect(CHECK_ORDER).toEqual(ONE_FAILING.map(([check]) => check));
  });

  it('shows a plan that passes every check', () => {
    const cfg = config([plan()]);
    const decision = evaluate(cfg, emptyPopupState(), event(), T0);
    expect(decision.show?.plan_id).toBe(1);
    expect(decision.rejected).toEqual([]);
  });

  it.each(ONE_FAILING)('%s rejects on its own', (check, setup) => {
    const { cfg, state, ev, profile } = setup();
    const decision = evaluate(
      deepFreeze(cfg),
      deepFreeze(state),
      ev ?? event(),
      T0,
      profile ?? { level: 'vip' },
    );
    expect(decision.show).toBeNull();
    expect(decision.rejected).toEqual([{ plan_id: 1, check }]);
  });

  it('names the FIRST failing check when several fail', () => {
    // Every check fails at once; removing the causes one by one walks down the order.
    const causes: Array<[Check, Partial<Plan>]> = [
      ['expired', { expire_at: T0 - 1 }],
      ['audience', { is_audience: undefined }],
      ['suspended', { status: 'SUSPEND' }],
      ['permission', { event_permission: { conditions: [cond('level', 'equal', ['vip'])] } }],
      [
        'filter',
        {
          pattern_popup: {
            matcher_list: [
              { event_name: 'view_wallet', filter: { conditions: [cond('x', 'isSet', [])] } },
            ],
          },
        },
      ],
    ];
    for (let i = 0; i < causes.length; i++) {
      const overrides = Object.assign({}, ...causes.slice(i).map(([, o]) => o)) as Partial<Plan>;
      const decision = evaluate(config([plan(overrides)]), emptyPopupState(), event(), T0);
      expect(decision.rejected).toEqual([{ plan_id: 1, check: causes[i]?.[0] }]);
    }
  });

  it('skips plans whose rules do not name the event', () => {
    const decision = evaluate(
      config([plan({ status: 'SUSPEND' })]),
      emptyPopupState(),
      event('other'),
      T0,
    );
    expect(decision).toMatchObject({ show: null, rejected: [] });
  });

  it.each<[string, Partial<Plan>, boolean]>([
    ['is_audience exactly true', { is_audience: true }, true],
    ['is_audience absent', { is_audience: undefined }, false],
    ['an absent expire_at never expires', { expire_at: undefined }, true],
    ['expire_at in the future', { expire_at: T0 + 1 }, true],
    ['expire_at now', { expire_at: T0 }, false],
    ['status ACTIVE', { status: 'ACTIVE' }, true],
    ['status absent', { status: undefined }, true],
  ])('%s', (_name, overrides, shows) => {
    expect(evaluate(config([plan(overrides)]), emptyPopupState(), event(), T0).show !== null).toBe(
      shows,
    );
  });
});

describe('evaluate: plan order (absolute_priority desc, then plan_id desc)', () => {
  it.each<[string, Plan[], number | string]>([
    [
      'higher priority wins',
      [plan({ plan_id: 9, absolute_priority: 1 }), plan({ plan_id: 2, absolute_priority: 5 })],
      2,
    ],
    [
      'tie: higher plan_id wins',
      [plan({ plan_id: 3, absolute_priority: 5 }), plan({ plan_id: 12, absolute_priority: 5 })],
      12,
    ],
    [
      'absent priority counts as 0',
      [
        plan({ plan_id: 1, absolute_priority: 1 }),
        plan({ plan_id: 8, absolute_priority: undefined }),
      ],
      1,
    ],
    ['numeric ids compare as numbers', [plan({ plan_id: '9' }), plan({ plan_id: '10' })], '10'],
  ])('%s', (_name, plans, winner) => {
    const decision = evaluate(config(plans), emptyPopupState(), event(), T0);
    expect(decision.show?.plan_id).toBe(winner);
    expect(decision.rejected).toEqual([]); // a plan that lost on priority is not rejected
  });

  it('a failing higher plan leaves the show to the next one', () => {
    const plans = [
      plan({ plan_id: 1 }),
      plan({ plan_id: 2, absolute_priority: 9, status: 'SUSPEND' }),
    ];
    const decision = evaluate(config(plans), emptyPopupState(), event(), T0);
    expect(decision.show?.plan_id).toBe(1);
    expect(decision.rejected).toEqual([{ plan_id: 2, check: 'suspended' }]);
  });
});

describe('evaluate: trigger counts (spec 001 §5)', () => {
  const counted = (
    count: unknown,
    window?: Plan['pattern_popup']['matcher_list'][number]['window'],
  ) =>
    config([
      plan({
        pattern_popup: { matcher_list: [{ event_name: 'view_wallet', params: [count], window }] },
      }),
    ]);

  it.each<[string, ServerConfig, number]>([
    ['count 1 matches at once', counted(1), 1],
    ['absent count is 1', counted(undefined), 1],
    ['count "3" as text', counted('3', { value: 1, unit: 'DAY' }), 3],
    ['count 3 in a day', counted(3, { value: 1, unit: 'DAY' }), 3],
  ])('%s: shows at event number %i', (_name, cfg, at) => {
    let state = emptyPopupState();
    for (let n = 1; n <= at; n++) {
      const decision = evaluate(cfg, state, event(), T0 + n * SEC);
      state = decision.state;
      expect(decision.show !== null).toBe(n === at);
      if (n < at) expect(decision.rejected).toEqual([{ plan_id: 1, check: 'trigger_count' }]);
    }
  });

  it.each<[string, ServerConfig]>([
    ['window value 0', counted(2, { value: 0, unit: 'DAY' })],
    ['no window', counted(2)],
  ])('a count above 1 never triggers without a window > 0: %s', (_name, cfg) => {
    let state = emptyPopupState();
    for (let n = 0; n < 5; n++) {
      const decision = evaluate(cfg, state, event(), T0 + n);
      state = decision.state;
      expect(decision.show).toBeNull();
    }
  });

  it('the trigger window expires and counting starts over', () => {
    const cfg = counted(3, { value: 1, unit: 'HOUR' });
    let state = emptyPopupState();
    for (const at of [T0, T0 + 30 * MIN]) state = evaluate(cfg, state, event(), at).state;
    // The third event comes after the hour: it opens a new window with count 1.
    const late = evaluate(cfg, state, event(), T0 + HOUR);
    expect(late.show).toBeNull();
    expect(late.state.plans['1']?.is_in_window?.['0']).toEqual({
      start_time: T0 + HOUR,
      expire_time: T0 + 2 * HOUR,
      count: 1,
    });
    state = late.state;
    state = evaluate(cfg, state, event(), T0 + HOUR + MIN).state;
    expect(evaluate(cfg, state, event(), T0 + HOUR + 2 * MIN).show?.plan_id).toBe(1);
  });

  it('events that fail an earlier check are not counted', () => {
    const cfg = config([
      plan({
        pattern_popup: {
          matcher_list: [
            {
              event_name: 'view_wallet',
              params: [2],
              window: { value: 1, unit: 'DAY' },
              filter: { conditions: [cond('ok', 'isTrue', [])] },
            },
          ],
        },
      }),
    ]);
    let state = emptyPopupState();
    state = evaluate(cfg, state, event('view_wallet', { ok: false }), T0).state;
    state = evaluate(cfg, state, event('view_wallet', { ok: false }), T0 + 1).state;
    expect(state.plans['1']).toBeUndefined();
    state = evaluate(cfg, state, event('view_wallet', { ok: true }), T0 + 2).state;
    expect(evaluate(cfg, state, event('view_wallet', { ok: true }), T0 + 3).show?.plan_id).toBe(1);
  });

  it('a natural DAY trigger window ends at midnight', () => {
    const cfg = counted(2, { value: 1, unit: 'DAY', natural: true });
    const lateEvening = new Date(2024, 5, 3, 23, 59).getTime();
    const afterMidnight = new Date(2024, 5, 4, 0, 1).getTime();
    const state = evaluate(cfg, emptyPopupState(), event(), lateEvening).state;
    expect(evaluate(cfg, state, event(), afterMidnight).show).toBeNull();
    expect(evaluate(cfg, state, event(), lateEvening + 30 * SEC).show?.plan_id).toBe(1);
  });

  it('one of several rules naming the event is enough; other events do not count', () => {
    const cfg = config([
      plan({
        pattern_popup: {
          matcher_list: [
            { event_name: 'view_wallet', params: [2], window: { value: 1, unit: 'DAY' } },
            {
              event_name: 'view_wallet',
              params: [1],
              filter: { conditions: [cond('vip', 'isTrue', [])] },
            },
            { event_name: 'buy', params: [1] },
          ],
        },
      }),
    ]);
    expect(
      evaluate(cfg, emptyPopupState(), event('view_wallet', { vip: true }), T0).show?.plan_id,
    ).toBe(1);
    expect(evaluate(cfg, emptyPopupState(), event('view_wallet'), T0).show).toBeNull();
    expect(evaluate(cfg, emptyPopupState(), event('buy'), T0).show?.plan_id).toBe(1);
  });

  // Issue 14 item 8: spec 001 §3 gives multi_filter the shape of filter, read instead of it.
  it('a rule multi_filter in the spec’s shape { relation, conditions } is matched', () => {
    const rule = {
      event_name: 'view_wallet',
      multi_filter: {
        relation: 'or' as const,
        conditions: [cond('a', 'isTrue', []), cond('b', 'isTrue', [])],
      },
    };
    const cfg = config([plan({ pattern_popup: { matcher_list: [rule] } })]);
    expect(
      evaluate(cfg, emptyPopupState(), event('view_wallet', { b: true }), T0).show?.plan_id,
    ).toBe(1);
    expect(evaluate(cfg, emptyPopupState(), event('view_wallet', {}), T0).rejected[0]?.check).toBe(
      'filter',
    );
  });
});
