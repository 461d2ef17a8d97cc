import { describe, expect, it } from 'vitest';
import { checkName, formatDate, normalizeProperties } from '../../../../src/sdk/core/data-rules';

describe('checkName (spec 001 §5 names)', () => {
  it.each([
    ['buy', null],
    ['$pageview', null],
    ['_private', null],
    ['a1_$', null],
    ['A'.repeat(100), null],
    ['A'.repeat(101), `${'A'.repeat(101)} length is longer than 100`],
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['1abc', '1abc is invalid'],
    ['has space', 'has space is invalid'],
    ['中文', '中文 is invalid'],
    ['a-b', 'a-b is invalid'],
    ['distinct_id', 'distinct_id is invalid'],
    ['original_id', 'original_id is invalid'],
    ['time', 'time is invalid'],
    ['TIME', 'TIME is invalid'],
    ['properties', 'properties is invalid'],
    ['id', 'id is invalid'],
    ['first_id', 'first_id is invalid'],
    ['second_id', 'second_id is invalid'],
    ['users', 'users is invalid'],
    ['events', 'events is invalid'],
    ['event', 'event is invalid'],
    ['user_id', 'user_id is invalid'],
    ['date', 'date is invalid'],
    ['datetime', 'datetime is invalid'],
    ['user_tag', 'user_tag is invalid'],
    ['user_tag_vip', 'user_tag_vip is invalid'],
    ['user_group', 'user_group is invalid'],
    ['user_groupA', 'user_groupA is invalid'],
    ['user_tags_x', 'user_tags_x is invalid'],
    ['users_x', null],
    ['event_name', null],
    ['__proto__', '__proto__ is invalid'],
    ['constructor', null],
    ['prototype', null],
  ])('%j → %j', (name, expected) => {
    expect(checkName(name)).toBe(expected);
  });

  it.each([
    [123, '123 must be string'],
    [null, 'null must be string'],
    [undefined, 'undefined must be string'],
    [{}, '[object Object] must be string'],
  ])('non-string %j → %j', (name, expected) => {
    expect(checkName(name)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('formats local time as yyyy-MM-dd HH:mm:ss.SSS', () => {
    expect(formatDate(new Date(2024, 0, 2, 3, 4, 5, 6))).toBe('2024-01-02 03:04:05.006');
    expect(formatDate(new Date(1999, 11, 31, 23, 59, 59, 999))).toBe('1999-12-31 23:59:59.999');
  });
});

describe('normalizeProperties (spec 001 §5 values)', () => {
  const long = 'x'.repeat(600);
  const circular: Record<string, unknown> = {};
  circular.self = circular;

  it.each<[string, unknown, unknown, string | null]>([
    ['string kept', 'abc', 'abc', null],
    ['empty string kept', '', '', null],
    ['string cut at 500', long, 'x'.repeat(500), 'p length is longer than 500'],
    ['integer', 42, 42, null],
    ['float', 1.5, 1.5, null],
    ['negative', -3, -3, null],
    ['NaN dropped', Number.NaN, undefined, 'p is invalid'],
    ['Infinity dropped', Number.POSITIVE_INFINITY, undefined, 'p is invalid'],
    ['true', true, true, null],
    ['false', false, false, null],
    ['date formatted', new Date(2024, 4, 6, 7, 8, 9, 10), '2024-05-06 07:08:09.010', null],
    ['invalid date dropped', new Date('nope'), undefined, 'p is invalid'],
    ['string array', ['a', 'b'], ['a', 'b'], null],
    ['mixed array → strings', [1, true, 'x', { a: 1 }], ['1', 'true', 'x', '{"a":1}'], null],
    ['array items cut at 500', [long], ['x'.repeat(500)], null],
    ['array nulls removed', [null, undefined, 'a'], ['a'], null],
    ['array date item', [new Date(2024, 0, 1, 0, 0, 0, 0)], ['2024-01-01 00:00:00.000'], null],
    ['object stringified', { a: 1, b: 'c' }, '{"a":1,"b":"c"}', null],
    ['nested array object', { list: [1] }, '{"list":[1]}', null],
    ['circular object dropped', circular, undefined, 'p is invalid'],
    ['null dropped', null, undefined, 'p is invalid'],
    ['undefined dropped', undefined, undefined, 'p is undefined'],
    ['symbol dropped', Symbol('s'), undefined, 'p is invalid'],
    ['bigint dropped', BigInt(1), undefined, 'p is invalid'],
    ['function called', () => 'called', 'called', null],
    [
      'function result normalized',
      () => new Date(2024, 0, 1, 1, 2, 3, 4),
      '2024-01-01 01:02:03.004',
      null,
    ],
    ['function returning object', () => ({ a: 1 }), '{"a":1}', null],
    [
      'throwing function dropped',
      () => {
        throw new Error('boom');
      },
      undefined,
      'p is invalid',
    ],
    ['function returning function dropped', () => () => 1, undefined, 'p is invalid'],
    ['function returning undefined dropped', () => undefined, undefined, 'p is undefined'],
  ])('%s', (_label, value, expected, warning) => {
    const { properties, warnings } = normalizeProperties({ p: value });
    expect(properties.p).toEqual(expected);
    expect('p' in properties).toBe(expected !== undefined);
    if (warning === null) expect(warnings).toEqual([]);
    else expect(warnings).toContain(warning);
  });

  it('keeps 1024 characters for the element selector and path', () => {
    const selector = 's'.repeat(2000);
    const { properties } = normalizeProperties({
      $element_selector: selector,
      $element_path: selector,
    });
    expect(properties.$element_selector).toHaveLength(1024);
    expect(properties.$element_path).toHaveLength(1024);
  });

  it('drops invalid names with their warning and keeps the rest', () => {
    const { properties, warnings } = normalizeProperties({
      ok: 1,
      '1bad': 2,
      time: 3,
      user_tag_a: 4,
    });
    expect(properties).toEqual({ ok: 1 });
    expect(warnings).toEqual(['1bad is invalid', 'time is invalid', 'user_tag_a is invalid']);
  });

  it.each([[undefined], [null]])('%j gives no properties and no warning', (input) => {
    expect(normalizeProperties(input)).toEqual({ properties: {}, warnings: [] });
  });

  it.each([['text'], [[1, 2]], [42], [new Date()]])(
    'non-object %j is rejected with a warning',
    (input) => {
      const result = normalizeProperties(input);
      expect(result.properties).toEqual({});
      expect(result.warnings).toEqual(['properties must be object']);
    },
  );

  it('never throws on a hostile getter', () => {
    const hostile = Object.defineProperty({}, 'p', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(normalizeProperties(hostile)).toEqual({ properties: {}, warnings: ['p is invalid'] });
  });

  it('never throws on a revoked Proxy or one whose traps throw', () => {
    const { proxy, revoke } = Proxy.revocable({ a: 1 }, {});
    revoke();
    const throwing = new Proxy(
      { a: 1 },
      {
        ownKeys() {
          throw new Error('ownKeys');
        },
      },
    );
    const expected = { properties: {}, warnings: ['properties could not be read'] };
    expect(normalizeProperties(proxy)).toEqual(expected);
    expect(normalizeProperties(throwing)).toEqual(expected);
  });

  it('keeps constructor and prototype as own properties without touching any prototype', () => {
    const input = JSON.parse(
      '{"constructor":"c","prototype":{"x":1},"__proto__":{"polluted":true}}',
    );
    const { properties, warnings } = normalizeProperties(input);
    expect(warnings).toEqual(['__proto__ is invalid']);
    expect(Object.entries(properties)).toEqual([
      ['constructor', 'c'],
      ['prototype', '{"x":1}'],
    ]);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(normalizeProperties({ constructor: 'c' }).properties).toEqual({ constructor: 'c' });
  });

  it('does not mutate the input', () => {
    const input = { a: 'x'.repeat(600), d: new Date(2024, 0, 1) };
    const copy = { ...input };
    normalizeProperties(input);
    expect(input).toEqual(copy);
  });
});
