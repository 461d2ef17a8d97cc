/**
 * Issue 14 item 8: plans stored with the old `multi_filter { relation, filters }`
 * are rewritten into spec 001 §3's shape with the same meaning, or refused when
 * one flat filter cannot say it. The meaning is checked against the old engine's
 * rule (filter AND relation over filters), re-stated here as the reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchFilter } from '../../../src/sdk/core/filters';
import { matchRuleFilters } from '../../../src/sdk/core/popup/triggers';
import type { Filter, Rule } from '../../../src/shared/popups/plan-types';
import {
  isLegacyMultiFilter,
  migrateLegacyPlan,
  migrateLegacyRule,
} from '../../../src/shared/popups/legacy-multi-filter';

type Props = Record<string, unknown>;
const NOW = 0;
const cond = (field: string) => ({ field, function: 'isTrue', params: [] });

/** How the engine read a rule before issue 14: filter AND (relation over multi_filter.filters). */
function oldMeaning(
  rule: { filter?: Filter; multi_filter?: { relation?: string; filters: Filter[] } },
  props: Props,
) {
  const multi = rule.multi_filter;
  const filters = multi?.filters ?? [];
  const test = (filter: Filter) => matchFilter(filter, props, NOW);
  const joined =
    filters.length === 0
      ? true
      : multi?.relation === 'or'
        ? filters.some(test)
        : filters.every(test);
  return matchFilter(rule.filter, props, NOW) && joined;
}

const FIELDS = ['a', 'b', 'c', 'd'];
const relation = fc.constantFrom<'and' | 'or'>('and', 'or');
const filter = fc.record({
  relation,
  conditions: fc.array(fc.constantFrom(...FIELDS).map(cond), { maxLength: 3 }),
});
const legacyRule = fc.record(
  {
    event_name: fc.constant('e'),
    filter,
    multi_filter: fc.record({ relation, filters: fc.array(filter, { maxLength: 3 }) }),
  },
  { requiredKeys: ['event_name', 'multi_filter'] },
);
const props = fc.record({ a: fc.boolean(), b: fc.boolean(), c: fc.boolean(), d: fc.boolean() });

describe('migrateLegacyRule', () => {
  it('keeps the meaning of every rule it migrates, in the spec’s shape', () => {
    fc.assert(
      fc.property(legacyRule, fc.array(props, { minLength: 8, maxLength: 8 }), (rule, samples) => {
        const migrated = migrateLegacyRule(rule);
        if (!migrated.ok) return;
        const next = migrated.rule as Rule;
        expect(next.filter).toBeUndefined();
        expect(isLegacyMultiFilter(next.multi_filter)).toBe(false);
        for (const sample of samples) {
          expect(matchRuleFilters(next, sample, NOW)).toBe(oldMeaning(rule, sample));
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each<[string, unknown, unknown]>([
    [
      'one filter',
      { relation: 'and', filters: [{ relation: 'or', conditions: [cond('a'), cond('b')] }] },
      { relation: 'or', conditions: [cond('a'), cond('b')] },
    ],
    [
      'single conditions joined by or',
      { relation: 'or', filters: [{ conditions: [cond('a')] }, { conditions: [cond('b')] }] },
      { relation: 'or', conditions: [cond('a'), cond('b')] },
    ],
    [
      'ands within an and',
      {
        filters: [
          { relation: 'and', conditions: [cond('a'), cond('b')] },
          { conditions: [cond('c')] },
        ],
      },
      { relation: 'and', conditions: [cond('a'), cond('b'), cond('c')] },
    ],
    ['no filters (held for every event)', { relation: 'and', filters: [] }, undefined],
    [
      'an empty filter in an or (held for every event)',
      { relation: 'OR', filters: [{ conditions: [] }, { conditions: [cond('a')] }] },
      undefined,
    ],
  ])('%s', (_name, multi, expected) => {
    const migrated = migrateLegacyRule({ event_name: 'e', params: [2], multi_filter: multi });
    expect(migrated).toEqual({
      ok: true,
      rule: { event_name: 'e', params: [2], ...(expected ? { multi_filter: expected } : {}) },
    });
  });

  it('folds the rule’s filter in (both had to hold)', () => {
    const migrated = migrateLegacyRule({
      event_name: 'e',
      filter: { conditions: [cond('a')] },
      multi_filter: { relation: 'and', filters: [{ conditions: [cond('b')] }] },
    });
    expect(migrated).toEqual({
      ok: true,
      rule: {
        event_name: 'e',
        multi_filter: { relation: 'and', conditions: [cond('a'), cond('b')] },
      },
    });
  });

  it('refuses an or of ands (no flat filter says it)', () => {
    const migrated = migrateLegacyRule({
      event_name: 'e',
      multi_filter: {
        relation: 'or',
        filters: [
          { relation: 'and', conditions: [cond('a'), cond('b')] },
          { conditions: [cond('c')] },
        ],
      },
    });
    expect(migrated.ok).toBe(false);
  });

  it('leaves rules of the spec’s shape alone', () => {
    const rule = { event_name: 'e', multi_filter: { relation: 'or', conditions: [cond('a')] } };
    expect(migrateLegacyRule(rule)).toEqual({ ok: true, rule });
    const plan = { plan_id: 1, pattern_popup: { matcher_list: [rule] } };
    expect(migrateLegacyPlan(plan)).toEqual({ ok: true, plan, changed: false });
  });

  it('names the rule a plan cannot migrate', () => {
    const bad = {
      event_name: 'e',
      multi_filter: {
        relation: 'or',
        filters: [
          { relation: 'and', conditions: [cond('a'), cond('b')] },
          { conditions: [cond('c')] },
        ],
      },
    };
    const plan = { plan_id: 1, pattern_popup: { matcher_list: [{ event_name: 'x' }, bad] } };
    const migrated = migrateLegacyPlan(plan);
    expect(migrated.ok).toBe(false);
    if (!migrated.ok)
      expect(migrated.message).toMatch(/^pattern_popup\.matcher_list\.1\.multi_filter/);
  });
});
