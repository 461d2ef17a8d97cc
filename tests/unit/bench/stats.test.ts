import { describe, expect, it } from 'vitest';
import { median, quantile } from '../../../bench/stats';

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

describe('bench stats: quantile of sorted values', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 10],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [[1, 2, 3, 4], 0.5, 3],
    [[5], 0.9, 5],
  ])('%j at %d is %d', (sorted, q, expected) => {
    expect(quantile(sorted, q)).toBe(expected);
  });

  it('is NaN for no values', () => {
    expect(quantile([], 0.9)).toBeNaN();
  });
});
