import { describe, expect, it } from 'vitest';
import { failedJustNow, FRESH_FAILURE_MS } from '../../../src/api/query/use-detail-query';

describe('failedJustNow', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['never fetched', undefined, 10_000, false],
    ['never failed (react-query keeps 0)', 0, 10_000, false],
    ['failed a moment ago', 9_000, 10_000, true],
    ['failed just under the window', 10_000 - FRESH_FAILURE_MS + 1, 10_000, true],
    ['failed at the window’s edge', 10_000 - FRESH_FAILURE_MS, 10_000, false],
    ['failed long ago', 1_000, 60_000, false],
  ])('%s', (_name, errorUpdatedAt, now, expected) => {
    expect(failedJustNow(errorUpdatedAt, now)).toBe(expected);
  });
});
