import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupportedSdkVersion, parseServerConfig } from '../../../../src/sdk/core/config';
import { SDK_VERSION } from '../../../../src/sdk/core/constants';

const plan = (overrides: Record<string, unknown> = {}) => ({
  plan_id: 7,
  is_audience: true,
  pattern_popup: { matcher_list: [{ event_name: '$pageview', params: [1] }] },
  ...overrides,
});
const config = (overrides: Record<string, unknown> = {}) => ({
  server_current_time: 1_700_000_000_000,
  popup_plans: [plan()],
  min_sdk_version_required: '1.26',
  ...overrides,
});

describe('min_sdk_version_required against 1.26.2 (CONTRACTS.md)', () => {
  it.each<[string, boolean]>([
    ['1.26', true],
    ['1.3', true],
    ['1.0', true],
    ['0.99', true],
    ['01.026', true],
    ['1.27', false],
    ['1.100', false],
    ['2.0', false],
    ['1.26.2', false],
    ['1.26.0', false],
    ['1', false],
    ['v1.26', false],
    ['1.26 ', false],
    [' 1.26', false],
    ['1.2a', false],
    ['', false],
    ['1.', false],
    ['.26', false],
  ])('%j → %s', (required, accepted) => {
    expect(isSupportedSdkVersion(required, SDK_VERSION)).toBe(accepted);
    expect(parseServerConfig(config({ min_sdk_version_required: required }), SDK_VERSION).ok).toBe(
      accepted,
    );
  });
});

describe('parseServerConfig acceptance (spec 001 §5)', () => {
  it('accepts a full config and keeps the plan fields, unknown ones included', () => {
    const raw = config({
      config_pull_interval_ms: 300000,
      user_id: 'u1',
      msg_limit_global: { is_in_use: true, limits: [{ limit: 2, value: 1, unit: 'DAY' }] },
      popup_interval_global: { value: 30, unit: 'SECOND' },
      popup_plans: [plan({ strategy_id: 3, section_id: 'home', custom_field: 'kept' })],
    });
    const result = parseServerConfig(raw, SDK_VERSION);
    expect(result).toEqual({ ok: true, config: raw, warnings: [] });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no server_current_time', { server_current_time: undefined }],
    ['server_current_time as text', { server_current_time: '1700000000000' }],
    ['no popup_plans', { popup_plans: undefined }],
    ['popup_plans not an array', { popup_plans: {} }],
    ['no min_sdk_version_required', { min_sdk_version_required: undefined }],
    ['numeric min_sdk_version_required', { min_sdk_version_required: 1.26 }],
    ['malformed msg_limit_global', { msg_limit_global: { is_in_use: 'yes', limits: [] } }],
    ['window with an unknown unit', { popup_interval_global: { value: 1, unit: 'YEAR' } }],
    ['window value Infinity', { popup_interval_global: { value: Infinity, unit: 'DAY' } }],
  ])('rejects: %s', (_name, overrides) => {
    const result = parseServerConfig(config(overrides), SDK_VERSION);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/server config|min_sdk_version_required/);
  });

  it.each<[unknown]>([[null], [undefined], ['text'], [42], [[]], [true]])('rejects %j', (raw) => {
    expect(parseServerConfig(raw, SDK_VERSION).ok).toBe(false);
  });

  it('leaves a malformed plan out with a warning naming it, keeping the others', () => {
    const raw = config({
      popup_plans: [
        plan({ plan_id: 1 }),
        plan({ plan_id: 2, pattern_popup: null }),
        'junk',
        plan({ plan_id: 4, convert_window: { value: 1, unit: 'FORTNIGHT' } }),
        plan({ plan_id: 5 }),
      ],
    });
    const result = parseServerConfig(raw, SDK_VERSION);
    if (!result.ok) throw new Error(result.error);
    expect(result.config.popup_plans.map((p) => p.plan_id)).toEqual([1, 5]);
    expect(result.warnings).toHaveLength(3);
    expect(result.warnings[0]).toMatch(/popup_plans\[1\].*pattern_popup/);
    expect(result.warnings[2]).toMatch(/popup_plans\[3\].*convert_window/);
  });

  it('keeps the first of plans with the same id (their local state would be shared)', () => {
    const raw = config({
      popup_plans: [plan({ plan_id: 3, cname: 'a' }), plan({ plan_id: '3', cname: 'b' })],
    });
    const result = parseServerConfig(raw, SDK_VERSION);
    if (!result.ok) throw new Error(result.error);
    expect(result.config.popup_plans.map((p) => p.cname)).toEqual(['a']);
    expect(result.warnings).toEqual(['popup_plans[1] left out: plan_id 3 repeated']);
  });

  it('reads upper-case relations as lower case', () => {
    const filter = { relation: 'OR', conditions: [{ field: 'a', function: 'isSet', params: [] }] };
    const raw = config({
      popup_plans: [
        plan({
          pattern_popup: { matcher_list: [{ event_name: 'x', filter }] },
          event_permission: { relation: 'AND' },
        }),
      ],
    });
    const result = parseServerConfig(raw, SDK_VERSION);
    if (!result.ok) throw new Error(result.error);
    expect(result.config.popup_plans[0]?.pattern_popup.matcher_list[0]?.filter?.relation).toBe(
      'or',
    );
    expect(result.config.popup_plans[0]?.event_permission?.relation).toBe('and');
    expect(
      parseServerConfig(
        config({ popup_plans: [plan({ event_permission: { relation: 'xor' } })] }),
        SDK_VERSION,
      ),
    ).toMatchObject({
      ok: true,
      config: { popup_plans: [] },
    });
  });

  it('leaves out a plan nested too deep for the recursive schemas, keeping the others', () => {
    let tree: Record<string, unknown> = { conditions: [] };
    for (let i = 0; i < 20_000; i++) tree = { filters: [tree] };
    const raw = config({
      popup_plans: [plan({ plan_id: 1, event_permission: tree }), plan({ plan_id: 2 })],
    });
    const result = parseServerConfig(raw, SDK_VERSION);
    if (!result.ok) throw new Error(result.error);
    expect(result.config.popup_plans.map((p) => p.plan_id)).toEqual([2]);
    expect(result.warnings).toEqual(['popup_plans[0] left out: nested deeper than 40 levels']);
  });

  it('treats null members as absent (Java-style servers)', () => {
    const raw = config({
      user_id: null,
      popup_plans: [plan({ expire_at: null, event_permission: null })],
    });
    const result = parseServerConfig(raw, SDK_VERSION);
    if (!result.ok) throw new Error(result.error);
    expect(result.config.user_id).toBeUndefined();
    expect(result.config.popup_plans[0]).not.toHaveProperty('expire_at');
  });

  it('never mutates its input', () => {
    const raw = config({ popup_plans: [plan(), 'junk'] });
    const before = JSON.stringify(raw);
    parseServerConfig(Object.freeze(raw), SDK_VERSION);
    expect(JSON.stringify(raw)).toBe(before);
  });

  it('never throws on any JSON, and every accepted config has the required fields', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            server_current_time: fc.jsonValue(),
            popup_plans: fc.array(fc.jsonValue()),
            min_sdk_version_required: fc.constantFrom('1.26', '1.3', '2.0', 'x'),
          }),
        ),
        (raw) => {
          const result = parseServerConfig(raw, SDK_VERSION);
          if (result.ok) {
            expect(typeof result.config.server_current_time).toBe('number');
            expect(Array.isArray(result.config.popup_plans)).toBe(true);
          } else {
            expect(typeof result.error).toBe('string');
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('survives hostile objects (throwing getters)', () => {
    const raw = Object.defineProperty(config(), 'popup_plans', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parseServerConfig(raw, SDK_VERSION).ok).toBe(false);
  });
});
