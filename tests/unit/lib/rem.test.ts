import { describe, expect, it } from 'vitest';
import { isRemLength } from '../../../src/lib/rem';

describe('isRemLength', () => {
  it.each<[string | null, boolean]>([
    ['1.17rem', true],
    ['0rem', true],
    ['120.1234rem', true],
    ['1.17', false],
    ['44px', false],
    ['1.12345rem', false],
    ['1000rem', false],
    ['-1rem', false],
    ['1rem;color:red', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isRemLength(value)).toBe(expected);
  });
});
