import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeProperties, normalizePropertiesInto } from '../../../../src/sdk/core/data-rules';
import { referenceNormalize } from './data-rules-reference';

/** Values of every kind the rules meet, valid or not. */
const leaf = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ minLength: 495, maxLength: 1100 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: false }),
  fc.bigInt(),
);
const data = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.sparseArray(fc.string({ maxLength: 3 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
);
/** A function returning `result` (or throwing), counting its calls. */
const called = fc.record({ result: data, throws: fc.boolean() });
const key = fc.oneof(
  fc.constantFrom(
    'price',
    'tags',
    'time',
    'user_tag_x',
    '1bad',
    '',
    '$element_path',
    'constructor',
  ),
  fc.string({ maxLength: 6 }),
);
const props = fc.array(fc.tuple(key, fc.oneof(data, called)), { maxLength: 12 });

function build(entries: Array<[string, unknown]>): {
  input: Record<string, unknown>;
  calls: () => number;
} {
  let calls = 0;
  const input: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const isCall = typeof value === 'object' && value !== null && 'throws' in value;
    const { result, throws } = isCall ? (value as { result: unknown; throws: boolean }) : {};
    input[name] = isCall
      ? () => {
          calls += 1;
          if (throws) throw new Error('boom');
          return result;
        }
      : value;
  }
  return { input, calls: () => calls };
}

/** The one-pass rules must give exactly what the plain rules give. */
describe('normalizeProperties against the plain rules', () => {
  it('gives the same properties (key order included) and warnings for any input', () => {
    fc.assert(
      fc.property(props, (entries) => {
        const expected = referenceNormalize(build(entries).input);
        const { input, calls } = build(entries);
        const actual = normalizeProperties(input);
        expect(Object.entries(actual.properties)).toEqual(Object.entries(expected.properties));
        expect(actual.warnings).toEqual(expected.warnings);
        // Each function property is called exactly once.
        const functions = Object.keys(input).filter(
          (k) => typeof input[k] === 'function' && checkedName(k),
        );
        expect(calls()).toBe(functions.length);
      }),
      { numRuns: 400 },
    );
  });

  it('captures every value at call time: later changes by the caller do not reach it', () => {
    const tags = ['二手', 'bench'];
    const seller = { level: 1 };
    const listed = new Date(2026, 10, 23, 9, 0, 0, 5);
    const input = { tags, seller, listed };
    const { properties } = normalizeProperties(input);
    tags.push('later');
    seller.level = 2;
    listed.setFullYear(2000);
    expect(properties).toEqual({
      tags: ['二手', 'bench'],
      seller: '{"level":1}',
      listed: '2026-11-23 09:00:00.005',
    });
    expect(properties).not.toBe(input);
    expect(input.tags).toBe(tags);
  });

  it('reads each getter once and keeps what it returned', () => {
    let reads = 0;
    const input = Object.defineProperty({}, 'n', {
      enumerable: true,
      get: () => {
        reads += 1;
        return reads;
      },
    });
    expect(normalizeProperties(input).properties).toEqual({ n: 1 });
    expect(reads).toBe(1);
  });

  it('leaves symbol keys out', () => {
    expect(normalizeProperties({ [Symbol('s')]: 1, a: 1 })).toEqual({
      properties: { a: 1 },
      warnings: [],
    });
  });

  it('normalizePropertiesInto appends to the given warnings; a throw leaves only its own', () => {
    const warnings = ['earlier'];
    expect(normalizePropertiesInto({ ok: 1, time: 2 }, warnings)).toEqual({ ok: 1 });
    expect(warnings).toEqual(['earlier', 'time is invalid']);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const fresh: string[] = [];
    expect(normalizePropertiesInto(proxy, fresh)).toEqual({});
    expect(fresh).toEqual(['properties could not be read']);
  });
});

function checkedName(name: string): boolean {
  return referenceNormalize({ [name]: 1 }).warnings.length === 0;
}
