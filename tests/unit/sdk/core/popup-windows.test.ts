import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNIT_MS,
  countOpenAt,
  isOpenAt,
  serverClockOffset,
  serverNow,
  windowEnd,
  windowSpan,
} from '../../../../src/sdk/core/popup/windows';
import type { TimeWindow } from '../../../../src/sdk/core/popup/types';

const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, mi, s, ms).getTime();
const START = at(2024, 1, 31, 15, 20, 10, 500); // a Wednesday

describe('windowEnd (CONTRACTS.md time windows)', () => {
  it.each<[string, TimeWindow, number]>([
    ['30 SECOND rolling', { value: 30, unit: 'SECOND' }, START + 30_000],
    ['2 MINUTE rolling', { value: 2, unit: 'MINUTE' }, START + 120_000],
    ['1 HOUR rolling', { value: 1, unit: 'HOUR' }, START + 3_600_000],
    ['1 DAY rolling', { value: 1, unit: 'DAY' }, START + 86_400_000],
    ['1 WEEK rolling', { value: 1, unit: 'WEEK' }, START + 7 * 86_400_000],
    ['1 MONTH rolling is 30 days', { value: 1, unit: 'MONTH' }, START + 30 * 86_400_000],
    ['natural SECOND', { value: 1, unit: 'SECOND', natural: true }, at(2024, 1, 31, 15, 20, 11)],
    ['natural MINUTE', { value: 1, unit: 'MINUTE', natural: true }, at(2024, 1, 31, 15, 21)],
    ['natural HOUR', { value: 1, unit: 'HOUR', natural: true }, at(2024, 1, 31, 16)],
    ['natural DAY: end of that day', { value: 1, unit: 'DAY', natural: true }, at(2024, 2, 1)],
    [
      'natural 2 DAY: end of the next day',
      { value: 2, unit: 'DAY', natural: true },
      at(2024, 2, 2),
    ],
    ['natural WEEK: next Monday 00:00', { value: 1, unit: 'WEEK', natural: true }, at(2024, 2, 5)],
    ['natural MONTH: end of January', { value: 1, unit: 'MONTH', natural: true }, at(2024, 2, 1)],
    [
      'natural 2 MONTH: end of February (leap year)',
      { value: 2, unit: 'MONTH', natural: true },
      at(2024, 3, 1),
    ],
    ['value 0 ends at once', { value: 0, unit: 'DAY' }, START],
    ['negative value ends at once', { value: -3, unit: 'DAY' }, START],
    ['NaN value ends at once', { value: Number.NaN, unit: 'DAY' }, START],
  ])('%s', (_name, window, end) => {
    expect(windowEnd(START, window)).toBe(end);
  });

  it('a natural week that starts on Sunday ends that night; on Monday, a week later', () => {
    expect(windowEnd(at(2024, 2, 4, 23), { value: 1, unit: 'WEEK', natural: true })).toBe(
      at(2024, 2, 5),
    );
    expect(windowEnd(at(2024, 2, 5, 0, 0, 1), { value: 1, unit: 'WEEK', natural: true })).toBe(
      at(2024, 2, 12),
    );
  });

  it('no window at all ends at once', () => {
    expect(windowEnd(START, undefined)).toBe(START);
    expect(windowSpan(undefined)).toBe(0);
  });

  it('a natural window never ends after the rolling window of one more period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at(2020, 1, 1), max: at(2030, 1, 1) }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<TimeWindow['unit']>('SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK'),
        (start, value, unit) => {
          const end = windowEnd(start, { value, unit, natural: true });
          expect(end).toBeGreaterThan(start);
          // One hour of slack for a daylight-saving change inside the window.
          expect(end).toBeLessThanOrEqual(start + value * UNIT_MS[unit] + 3_600_000);
        },
      ),
    );
  });
});

describe('isOpenAt / countOpenAt', () => {
  const hour: TimeWindow = { value: 1, unit: 'HOUR' };
  it.each<[number, boolean]>([
    [START - 1, false],
    [START, true],
    [START + 3_599_999, true],
    [START + 3_600_000, false],
  ])('a 1 h window from START, at START%+d ms', (now, open) => {
    expect(isOpenAt(START, hour, now)).toBe(open);
  });

  it('counts the times whose window still holds now', () => {
    const times = [START, START - 30 * 60_000, START - 3_600_000, START + 1];
    expect(countOpenAt(times, hour, START)).toBe(2);
  });
});

describe('server clock correction', () => {
  it.each<[number, number, number]>([
    [1_000_500, 1_000_000, 500],
    [1_000_000, 1_000_500, -500],
    [Number.NaN, 1, 0],
  ])('offset(server %d, local %d) = %d', (server, local, offset) => {
    expect(serverClockOffset(server, local)).toBe(offset);
  });

  it('a later local time plus the offset is server time', () => {
    const offset = serverClockOffset(5_000_000, 2_000_000);
    expect(serverNow(2_000_750, offset)).toBe(5_000_750);
    expect(serverNow(10, Number.NaN)).toBe(10);
  });
});
