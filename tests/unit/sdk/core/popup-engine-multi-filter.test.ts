/** Issue 14 item 8: a rule's multi_filter in spec 001 §3's shape, through the whole engine. */
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../../../src/sdk/core/config';
import { emptyPopupState, evaluate } from '../../../../src/sdk/core/popup-engine';
import { T0, config, event, plan } from './popup-test-plans';

const cond = (field: string, fn: string, params: unknown[]) => ({ field, function: fn, params });

describe('multi_filter { relation, conditions } (spec 001 §3)', () => {
  it('multi_filter is read instead of filter (rule.multi_filter || rule.filter)', () => {
    const rule = {
      event_name: 'view_wallet',
      filter: { conditions: [cond('a', 'isTrue', [])] },
      multi_filter: { relation: 'and' as const, conditions: [cond('b', 'isTrue', [])] },
    };
    const cfg = config([plan({ pattern_popup: { matcher_list: [rule] } })]);
    const shown = (props: Record<string, unknown>) =>
      evaluate(cfg, emptyPopupState(), event('view_wallet', props), T0).show?.plan_id;
    expect(shown({ b: true })).toBe(1);
    expect(shown({ a: true })).toBeUndefined();
  });

  it('a spec-shaped plan from the server is accepted and matched through parseServerConfig', () => {
    const raw = JSON.parse(
      JSON.stringify({
        server_current_time: T0,
        min_sdk_version_required: '1.26',
        popup_plans: [
          {
            ...plan(),
            // As some campaign servers write it: upper-case relation.
            pattern_popup: {
              matcher_list: [
                {
                  event_name: 'view_wallet',
                  multi_filter: { relation: 'AND', conditions: [cond('vip', 'equal', ['gold'])] },
                },
              ],
            },
          },
        ],
      }),
    ) as unknown;
    const parsed = parseServerConfig(raw, '1.26.2');
    if (!parsed.ok) throw new Error(parsed.error);
    const run = (props: Record<string, unknown>) =>
      evaluate(parsed.config, emptyPopupState(), event('view_wallet', props), T0).show?.plan_id;
    expect(run({ vip: 'gold' })).toBe(1);
    expect(run({ vip: 'none' })).toBeUndefined();
    expect(run({})).toBeUndefined();
  });

  it('a plan still in the old shape { filters } is left out, never judged on nothing', () => {
    const old = {
      ...plan(),
      pattern_popup: {
        matcher_list: [
          {
            event_name: 'view_wallet',
            multi_filter: { relation: 'or', filters: [{ conditions: [cond('a', 'isTrue', [])] }] },
          },
        ],
      },
    };
    const parsed = parseServerConfig(
      { server_current_time: T0, min_sdk_version_required: '1.26', popup_plans: [old] },
      '1.26.2',
    );
    expect(parsed.ok && parsed.config.popup_plans).toEqual([]);
    expect(parsed.ok && parsed.warnings.join()).toMatch(/multi_filter is \{ relation, filters \}/);
  });
});
