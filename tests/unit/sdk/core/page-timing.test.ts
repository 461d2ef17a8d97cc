import { describe, expect, it } from 'vitest';
import {
  isStaleHeartbeat,
  leaveDuration,
  loadDuration,
  stayDuration,
} from '../../../../src/sdk/core/page-timing';

describe('page timing (spec 001 §9)', () => {
  it.each([
    [0, 1500, 1.5],
    [0, 0, 0],
    [100, 50, 0],
    [0, 432000 * 1000, 432000],
    [0, 432001 * 1000, 432000],
  ])('leaveDuration(%d, %d) → %d s (cap 432000)', (start, end, expected) => {
    expect(leaveDuration(start, end)).toBe(expected);
  });

  it.each<[number, number | null]>([
    [1234, 1.234],
    [1800 * 1000, 1800],
    [1800 * 1000 + 1, 1800],
    [0, null],
    [-5, null],
    [Number.NaN, null],
  ])('loadDuration(%d) → %j (cap 1800)', (ms, expected) => {
    expect(loadDuration(ms)).toBe(expected);
  });

  it.each<[number, number | null]>([
    [3999, null],
    [4000, 4],
    [10000, 10],
    [18000, 18],
    [60000, 18],
  ])('stayDuration after %d ms → %j (delay 4000, cap 18000)', (stayed, expected) => {
    expect(stayDuration(1000, 1000 + stayed, 4000, 18000)).toBe(expected);
  });

  it.each([
    [10000, 20000, false],
    [10000, 20001, true],
  ])('heartbeat at %d, now %d → stale %s', (beat, now, expected) => {
    expect(isStaleHeartbeat(beat, now, 5000)).toBe(expected);
  });
});
