import { describe, expect, it } from 'vitest';
import { median } from '../../../bench/stats';

describe('bench stats: median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4.4, 12.5], 12.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('is NaN for no values, and leaves its input in order', () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
