import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_FUNCTIONS,
  matchCondition,
  matchFilter,
  matchPermission,
  readField,
} from '../../../../src/sdk/core/filters';
import type { Condition, PermissionTree } from '../../../../src/sdk/core/filters';

const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime();
const cond = (fn: string, params: unknown[], field = 'v'): Condition => ({
  field,
  function: fn,
  params,
});
const check = (fn: string, params: unknown[], value: unknown): boolean =>
  matchCondition(cond(fn, params), value === undefined ? {} : { v: value }, NOW);

// One row per rule of spec 001 §5: [function, params, property value, expected].
const ROWS: Array<[string, unknown[], unknown, boolean]> = [
  ['equal', ['a'], 'a', true],
  ['equal', ['a'], 'A', false],
  ['equal', ['a', 'b'], 'b', true],
  ['equal', [3], 3, true],
  ['equal', ['3'], 3, true],
  ['equal', [3], '3', true],
  ['equal', ['3.0'], 3, true],
  ['equal', ['03'], '3', false],
  ['equal', [true], true, true],
  ['equal', ['true'], true, true],
  ['equal', [false], 'false', true],
  ['equal', ['x'], ['w', 'x'], true],
  ['equal', ['z'], ['w', 'x'], false],
  ['equal', ['a'], undefined, false],
  ['equal', [], 'a', false],
  ['notEqual', ['a'], 'b', true],
  ['notEqual', ['a'], 'a', false],
  ['notEqual', ['a', 'b'], 'b', false],
  ['notEqual', [1], '1', false],
  ['notEqual', ['a'], undefined, true],
  ['contain', ['ell'], 'hello', true],
  ['contain', ['xyz'], 'hello', false],
  ['contain', ['x', 'll'], 'hello', true],
  ['contain', ['12'], 3123, true],
  ['contain', ['b'], ['ab', 'c'], true],
  ['contain', ['a'], undefined, false],
  ['contain', ['a'], { a: 1 }, false],
  ['notContain', ['ell'], 'hello', false],
  ['notContain', ['xyz'], 'hello', true],
  ['notContain', ['a'], undefined, true],
  ['isTrue', [], true, true],
  ['isTrue', [], false, false],
  ['isTrue', [], 'true', false],
  ['isTrue', [], 1, false],
  ['isTrue', [], undefined, false],
  ['isFalse', [], false, true],
  ['isFalse', [], true, false],
  ['isFalse', [], 0, false],
  ['isFalse', [], undefined, false],
  ['isSet', [], 'x', true],
  ['isSet', [], '', true],
  ['isSet', [], 0, true],
  ['isSet', [], false, true],
  ['isSet', [], null, false],
  ['isSet', [], undefined, false],
  ['notSet', [], undefined, true],
  ['notSet', [], null, true],
  ['notSet', [], '', false],
  ['isEmpty', [], '', true],
  ['isEmpty', [], [], true],
  ['isEmpty', [], undefined, true],
  ['isEmpty', [], null, true],
  ['isEmpty', [], ' ', false],
  ['isEmpty', [], 0, false],
  ['isNotEmpty', [], 'a', true],
  ['isNotEmpty', [], ['a'], true],
  ['isNotEmpty', [], '', false],
  ['isNotEmpty', [], undefined, false],
  ['less', [10], 9, true],
  ['less', [10], 10, false],
  ['less', ['10'], '9.5', true],
  ['less', [10], 'abc', false],
  ['less', ['abc'], 1, false],
  ['less', [10], undefined, false],
  ['less', [0], -0.5, true],
  ['greater', [10], 11, true],
  ['greater', [10], 10, false],
  ['greater', [10], true, false],
  ['greater', [10], '', false],
  ['between', [1, 3], 1, true],
  ['between', [1, 3], 3, true],
  ['between', [1, 3], 2, true],
  ['between', [1, 3], 0.999, false],
  ['between', [1, 3], 3.001, false],
  ['between', ['1', '3'], '2', true],
  ['between', [1], 1, false],
  ['between', [1, 3], undefined, false],
  ['between', [1, 3], [2], false],
  ['isIn', ['a', 'b'], 'a', true],
  ['isIn', ['a', 'b'], 'c', false],
  ['isIn', [1, 2], '2', true],
  ['in', ['a', 'b'], 'b', true],
  ['in', ['a'], undefined, false],
  ['notInclude', ['a', 'b'], 'c', true],
  ['notInclude', ['a', 'b'], 'a', false],
  ['notInclude', ['a'], undefined, true],
  ['noSuchFunction', ['a'], 'a', false],
  ['', [], 'a', false],
  ['toString', [], 'a', false],
  ['__proto__', [], 'a', false],
];

describe('filter functions (spec 001 §5)', () => {
  it.each(ROWS)('%s %j on %j → %s', (fn, params, value, expected) => {
    expect(check(fn, params, value)).toBe(expected);
  });

  it('supports every function name of spec 001 §5', () => {
    const names = [
      'equal',
      'notEqual',
      'contain',
      'notContain',
      'isTrue',
      'isFalse',
      'isSet',
      'notSet',
      'isEmpty',
      'isNotEmpty',
      'less',
      'greater',
      'between',
      'isIn',
      'in',
      'notInclude',
      'absolute_between',
      'absoluteBetween',
    ];
    expect([...FILTER_FUNCTIONS].sort()).toEqual([...names].sort());
  });
});

const local = (y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number =>
  new Date(y, m - 1, d, h, mi, s, ms).getTime();

describe('absolute_between / absoluteBetween (dates, inclusive)', () => {
  const RANGE = ['2024-01-01', '2024-01-31'];
  it.each<[unknown[], unknown, boolean]>([
    [RANGE, '2024-01-01 00:00:00.000', true],
    [RANGE, '2024-01-31 23:59:59.999', true],
    [RANGE, '2024-02-01 00:00:00.000', false],
    [RANGE, '2023-12-31 23:59:59.999', false],
    [RANGE, '2024-01-15', true],
    [RANGE, local(2024, 1, 31, 23, 59), true],
    [RANGE, local(2024, 2, 1), false],
    [RANGE, new Date(local(2024, 1, 10)), true],
    [RANGE, String(local(2024, 1, 10)), true],
    [['2024-01-01 10:00:00', '2024-01-01 12:00:00'], '2024-01-01 12:00:00.000', true],
    [['2024-01-01 10:00:00', '2024-01-01 12:00:00'], '2024-01-01 12:00:00.001', false],
    [[local(2024, 1, 1), local(2024, 1, 2)], local(2024, 1, 2), true],
    [RANGE, '2024-02-30', false],
    [RANGE, 'yesterday', false],
    [RANGE, undefined, false],
    [['2024-02-30', '2024-03-01'], '2024-03-01', false],
    [['2024-01-01'], '2024-01-01', false],
  ])('%j holds %j → %s', (params, value, expected) => {
    expect(check('absolute_between', params, value)).toBe(expected);
    expect(check('absoluteBetween', params, value)).toBe(expected);
  });
});

// Issue 14 item 9: every date form the platform may send, inclusive at both ends.
describe('absolute_between with ISO 8601 and epoch milliseconds', () => {
  const ISO = ['2024-01-01T00:00:00.000Z', '2024-01-31T23:59:59.000Z'];
  const utc = (d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(2024, 0, d, h, mi, s, ms);
  it.each<[unknown[], unknown, boolean]>([
    [ISO, '2024-01-20T08:00:00.000Z', true],
    [ISO, '2024-01-01T00:00:00.000Z', true],
    [ISO, '2024-01-31T23:59:59.000Z', true],
    [ISO, '2024-01-31T23:59:59.001Z', false],
    [ISO, '2023-12-31T23:59:59.999Z', false],
    [ISO, '2024-01-20T08:00:00Z', true],
    [ISO, '2024-01-20t08:00z', true],
    [ISO, '2024-01-20T08:00:00.123456Z', true],
    [ISO, '2024-01-20T16:00:00+08:00', true],
    [ISO, '2024-01-01T07:59:59.999+08:00', false],
    [ISO, '2024-01-01T08:00:00.000+0800', true],
    [ISO, '2024-01-01T08:00:00+08', true],
    [ISO, '2024-01-31T18:59:59-05:00', true],
    [ISO, '2024-01-31T19:00:00-05:00', false],
    [ISO, utc(20, 8), true],
    [ISO, utc(1), true],
    [ISO, utc(31, 23, 59, 59), true],
    [ISO, utc(31, 23, 59, 59, 1), false],
    [ISO, String(utc(20, 8)), true],
    [ISO, new Date(utc(20, 8)), true],
    [[utc(1), utc(31)], '2024-01-31T00:00:00Z', true],
    [[String(utc(1)), String(utc(31))], '2024-01-31T00:00:00.001Z', false],
    [['2024-01-01T10:00:00', '2024-01-01T12:00:00'], '2024-01-01 12:00:00.000', true],
    [['2024-01-01T10:00', '2024-01-01T12:00'], local(2024, 1, 1, 9, 59, 59, 999), false],
    [['2024-01-01 10:00:00.000', '2024-01-01 12:00:00.000'], local(2024, 1, 1, 10), true],
    [ISO, '2024-01-20T24:00:00Z', false],
    [ISO, '2024-01-20T10:60:00Z', false],
    [ISO, '2024-01-20T10:00:60Z', false],
    [ISO, '2024-13-01T00:00:00Z', false],
    [ISO, '2024-01-20T08:00:00+25:00', false],
    [ISO, '2024-01-20Z', false],
    [ISO, '2024-01-20T08:00:00.000ZZ', false],
  ])('%j holds %j → %s', (params, value, expected) => {
    expect(check('absolute_between', params, value)).toBe(expected);
    expect(check('absoluteBetween', params, value)).toBe(expected);
  });
});

describe('matchCondition inputs', () => {
  it('reads Sensors field names event.<name>.<prop> and user.<prop>', () => {
    const props = { $url: 'https://x/wallet', city: '杭州' };
    expect(readField('event.$pageview.$url', props)).toBe('https://x/wallet');
    expect(readField('user.city', props)).toBe('杭州');
    expect(readField('user.nope', props)).toBeUndefined();
    expect(readField('user.city', { 'user.city': 'exact' })).toBe('exact');
  });

  it('never reads inherited members', () => {
    expect(check('isSet', [], undefined)).toBe(false);
    expect(matchCondition(cond('isSet', [], 'constructor'), {}, NOW)).toBe(false);
    expect(matchCondition(cond('isSet', [], 'toString'), {}, NOW)).toBe(false);
  });

  it('never throws, whatever the condition or properties', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (c, props) => {
        const result = matchCondition(c as Condition, props as Record<string, unknown>, NOW);
        expect(typeof result).toBe('boolean');
        matchFilter(c as never, props as Record<string, unknown>, NOW);
        matchPermission(c as never, props as Record<string, unknown>, NOW);
      }),
    );
  });

  it('a throwing getter is false, not a crash', () => {
    const props = Object.defineProperty({}, 'v', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(matchCondition(cond('equal', ['a']), props, NOW)).toBe(false);
  });

  it('between agrees with lo <= v <= hi for any numbers', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        (v, lo, hi) => {
          const fin = [v, lo, hi].every(Number.isFinite);
          expect(check('between', [lo, hi], v)).toBe(fin && v >= lo && v <= hi);
        },
      ),
    );
  });
});

describe('matchFilter relations', () => {
  const a = cond('equal', ['1'], 'a');
  const b = cond('equal', ['2'], 'b');
  it.each<[string, Parameters<typeof matchFilter>[0], Record<string, unknown>, boolean]>([
    ['absent filter', undefined, {}, true],
    ['empty conditions', { relation: 'and', conditions: [] }, {}, true],
    ['and, both hold', { relation: 'and', conditions: [a, b] }, { a: 1, b: 2 }, true],
    ['and, one fails', { relation: 'and', conditions: [a, b] }, { a: 1, b: 3 }, false],
    ['no relation means and', { conditions: [a, b] }, { a: 1, b: 3 }, false],
    ['or, one holds', { relation: 'or', conditions: [a, b] }, { a: 0, b: 2 }, true],
    ['or, none holds', { relation: 'or', conditions: [a, b] }, { a: 0, b: 0 }, false],
    [
      'unknown function in and',
      { relation: 'and', conditions: [a, cond('zz', [], 'a')] },
      { a: 1 },
      false,
    ],
    [
      'unknown function in or',
      { relation: 'or', conditions: [a, cond('zz', [], 'a')] },
      { a: 1 },
      true,
    ],
  ])('%s', (_name, filter, props, expected) => {
    expect(matchFilter(filter, props, NOW)).toBe(expected);
  });
});

describe('matchPermission (spec 001 §6 tree)', () => {
  const vip = cond('equal', ['vip'], 'user.level');
  const hz = cond('equal', ['杭州'], 'user.city');
  const sh = cond('equal', ['上海'], 'user.city');
  const adult = cond('greater', [17], 'age');
  const TREES: Array<[string, PermissionTree | undefined, Record<string, unknown>, boolean]> = [
    ['absent tree allows', undefined, {}, true],
    ['empty tree allows', {}, {}, true],
    ['empty conditions and children allow', { conditions: [], filters: [] }, {}, true],
    ['level conditions hold', { conditions: [vip] }, { level: 'vip' }, true],
    ['level conditions fail', { conditions: [vip] }, { level: 'new' }, false],
    [
      'conditions hold, child holds',
      { conditions: [vip], filters: [{ conditions: [hz] }] },
      { level: 'vip', city: '杭州' },
      true,
    ],
    [
      'conditions hold, child fails',
      { conditions: [vip], filters: [{ conditions: [hz] }] },
      { level: 'vip', city: '北京' },
      false,
    ],
    [
      'conditions fail, child holds',
      { conditions: [vip], filters: [{ conditions: [hz] }] },
      { level: 'x', city: '杭州' },
      false,
    ],
    [
      'or level: any child',
      { relation: 'or', filters: [{ conditions: [hz] }, { conditions: [sh] }] },
      { city: '上海' },
      true,
    ],
    [
      'and level: every child',
      { relation: 'and', filters: [{ conditions: [hz] }, { conditions: [sh] }] },
      { city: '上海' },
      false,
    ],
    [
      'grandchild fails',
      { conditions: [vip], filters: [{ conditions: [hz], filters: [{ conditions: [adult] }] }] },
      { level: 'vip', city: '杭州', age: 12 },
      false,
    ],
    [
      'grandchild holds',
      { conditions: [vip], filters: [{ conditions: [hz], filters: [{ conditions: [adult] }] }] },
      { level: 'vip', city: '杭州', age: 30 },
      true,
    ],
  ];
  it.each(TREES)('%s', (_name, tree, props, expected) => {
    expect(matchPermission(tree, props, NOW)).toBe(expected);
  });

  it('refuses a tree deeper than any operator makes instead of recursing without end', () => {
    let tree: PermissionTree = { conditions: [] };
    for (let i = 0; i < 1000; i++) tree = { filters: [tree] };
    expect(matchPermission(tree, {}, NOW)).toBe(false);
  });

  it('does not mutate the tree or the properties', () => {
    const tree = { conditions: [vip], filters: [{ conditions: [hz] }] };
    const props = { level: 'vip', city: '杭州' };
    const before = JSON.stringify([tree, props]);
    matchPermission(Object.freeze(tree), Object.freeze(props), NOW);
    expect(JSON.stringify([tree, props])).toBe(before);
  });
});
