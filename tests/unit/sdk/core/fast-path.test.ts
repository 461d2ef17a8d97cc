import { describe, expect, it } from 'vitest';
import { normalizeProperties } from '../../../../src/sdk/core/data-rules';
import { normalizedCopy } from '../../../../src/sdk/core/fast-props';

/** The fast path must give exactly what the full rules give, or step aside. */
describe('normalizedCopy (fast path of normalizeProperties)', () => {
  it('copies flat, already valid properties, arrays included', () => {
    const tags = ['二手', 'bench'];
    const props = { name: '拍品', price: 1.5, ok: true, tags, empty: '' };
    const copy = normalizedCopy(props);
    expect(copy).toEqual(normalizeProperties(props).properties);
    expect(copy).not.toBe(props);
    expect(copy?.tags).not.toBe(tags);
    tags.push('later');
    expect(copy?.tags).toEqual(['二手', 'bench']);
  });

  it.each([
    ['a long string', { s: 'x'.repeat(501) }],
    ['an invalid name', { 'bad name': 1 }],
    ['a reserved name', { time: 1 }],
    ['a non-finite number', { n: Number.NaN }],
    ['a date', { d: new Date(2024, 0, 1) }],
    ['an object', { o: { a: 1 } }],
    ['a function', { f: () => 1 }],
    ['null', { n: null }],
    ['undefined', { u: undefined }],
    ['an array of numbers', { a: [1, 2] }],
    ['an array with a long string', { a: ['x'.repeat(501)] }],
    ['a symbol key', { [Symbol('s')]: 1, a: 1 }],
  ])('steps aside for %s', (_label, props) => {
    expect(normalizedCopy(props)).toBeNull();
  });

  it('steps aside for non-objects', () => {
    expect(normalizedCopy(undefined)).toBeNull();
    expect(normalizedCopy([1])).toBeNull();
    expect(normalizedCopy(new Date())).toBeNull();
  });

  it('reads each getter once and keeps what it returned', () => {
    let reads = 0;
    const props = Object.defineProperty({}, 'n', {
      enumerable: true,
      get: () => {
        reads += 1;
        return reads;
      },
    });
    expect(normalizedCopy(props)).toEqual({ n: 1 });
    expect(reads).toBe(1);
  });

  it('keeps key order like the full rules', () => {
    const props = { z: 1, a: 'x', m: [] };
    expect(Object.keys(normalizedCopy(props) ?? {})).toEqual(['z', 'a', 'm']);
  });
});
