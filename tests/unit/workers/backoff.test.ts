import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from '../../../workers/delivery/backoff';

describe('backoffDelay', () => {
  it.each([
    // failures, jitter, delay: half the step is fixed, half is jittered
    [1, 0, 500],
    [1, 0.5, 750],
    [1, 0.999, 1000],
    [2, 0, 1000],
    [3, 0, 2000],
    [4, 0.5, 6000],
    [6, 0, 16_000],
    // step 64 s is capped at 60 s: 30 s fixed + up to 30 s of jitter
    [7, 0, 30_000],
    [7, 0.999, 59_970],
  ])('after %i failures with jitter %d waits %i ms', (failures, random, expected) => {
    expect(backoffDelay(failures, () => random)).toBe(expected);
  });

  it('never exceeds the cap, however many failures', () => {
    for (const failures of [10, 50, 1000]) {
      expect(backoffDelay(failures, () => 0.999_999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      expect(backoffDelay(failures, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    }
  });
});
