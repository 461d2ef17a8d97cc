import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finishCaptured,
  normalizeProperties,
  normalizePropertiesInto,
} from '../../../../src/sdk/core/data-rules';
import { CallCapture } from '../../../../src/sdk/core/call-capture';
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
  fc.dictionary(
    fc.string({ maxLength: 4 }),
    fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null), fc.date(), fc.bigInt(), fc.double()),
  ),
  fc.dictionary(
    fc.string({ maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.integer()),
  ),
  fc.array(fc.oneof(leaf, fc.dictionary(fc.string({ maxLength: 2 }), leaf)), { maxLength: 3 }),
  // Own `__proto__` keys, as JSON.parse makes them.
  fc.constant(JSON.parse('{"__proto__":{"x":1},"a":2}') as unknown),
  fc.constant(JSON.parse('{"__proto__":3,"b":[1,"c"]}') as unknown),
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

  it('a capture finished at the end of the task gives the same, calling each function once', () => {
    fc.assert(
      fc.property(props, (entries) => {
        const expected = referenceNormalize(build(entries).input);
        const { input, calls } = build(entries);
        const captured = capture(input);
        const callsAtCapture = calls();
        const warnings: string[] = [];
        const properties =
          captured === null
            ? normalizePropertiesInto(input, warnings)
            : finishCaptured(captured, warnings);
        expect(Object.entries(properties)).toEqual(Object.entries(expected.properties));
        expect(warnings).toEqual(expected.warnings);
        // Functions with a valid name run at call time, once; none later.
        const functions = Object.keys(input).filter(
          (k) => typeof input[k] === 'function' && checkedName(k),
        );
        expect(callsAtCapture).toBe(captured === null ? 0 : functions.length);
        expect(calls()).toBe(functions.length);
        // Finishing again changes nothing (already normalized properties pass unchanged).
        const again: string[] = [];
        expect(finishCaptured({ ...properties }, again)).toEqual(properties);
        expect(again).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('calls captured side by side in one reused buffer read back in order, batch after batch', () => {
    const log = new CallCapture();
    fc.assert(
      fc.property(fc.array(fc.oneof(props, fc.constant(null)), { maxLength: 5 }), (calls) => {
        const inputs = calls.map((entries) =>
          entries === null ? 'not an object' : build(entries).input,
        );
        const expected = inputs.map((input) => referenceNormalize(input));
        const ready = inputs.map((input) => !log.append(input));
        expected.forEach((want, i) => {
          const warnings: string[] = [];
          const properties = ready[i]
            ? normalizePropertiesInto(inputs[i], warnings)
            : finishCaptured(log.next(), warnings);
          expect(Object.entries(properties)).toEqual(Object.entries(want.properties));
          expect(warnings).toEqual(want.warnings);
        });
        log.release();
      }),
      { numRuns: 200 },
    );
  });

  it('reads every getter once, nested ones too, and keeps what it read', () => {
    let reads = 0;
    const counted = () =>
      Object.defineProperty({}, 'n', {
        enumerable: true,
        get: () => (reads += 1),
      });
    const input = { top: 0, nested: counted(), deep: { inner: counted(), list: [1] } };
    Object.defineProperty(input, 'top', { enumerable: true, get: () => (reads += 1) });
    const captured = capture(input);
    expect(reads).toBe(3);
    const warnings: string[] = [];
    expect(finishCaptured(captured ?? {}, warnings)).toEqual({
      top: 1,
      nested: '{"n":2}',
      deep: '{"inner":{"n":3},"list":[1]}',
    });
    expect(reads).toBe(3);
  });

  it('a capture that meets an unreadable value ends like the rules: no properties, one warning', () => {
    const fake = Object.create(Date.prototype) as Date;
    let calls = 0;
    const input = { f: () => (calls += 1), when: fake, after: 'x' };
    expect(normalizeProperties(input)).toEqual({
      properties: {},
      warnings: ['properties could not be read'],
    });
    const captured = capture(input);
    expect(captured).not.toBeNull();
    const warnings: string[] = [];
    expect(finishCaptured(captured ?? {}, warnings)).toEqual({});
    expect(warnings).toEqual(['properties could not be read']);
    expect(calls).toBe(2);
  });

  it('leaves the full rules to run now for what it cannot copy', () => {
    expect(capture(undefined)).toBeNull();
    expect(capture([1])).toBeNull();
    expect(capture({ [Symbol('s')]: 1 })).toEqual({});
    const hostile = Object.defineProperty({}, 'p', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(capture(hostile)).toBeNull();
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

/** One call captured (CallCapture) and read back as finishCaptured gets it; null: the full rules run now. */
function capture(input: unknown): Record<string, unknown> | null {
  const log = new CallCapture();
  return log.append(input) ? log.next() : null;
}

function checkedName(name: string): boolean {
  return referenceNormalize({ [name]: 1 }).warnings.length === 0;
}
