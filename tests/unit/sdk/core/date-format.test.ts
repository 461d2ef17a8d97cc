import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/sdk/core/date-format';
import { referenceFormatDate } from './data-rules-reference';

// Node applies a change of process.env.TZ to the Date functions at once.
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Zones with DST, half- and quarter-hour offsets, a 30-minute DST shift, seconds offsets before 1972. */
const ZONES = [
  'UTC',
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
  'Africa/Monrovia',
  'Pacific/Kiritimati',
];
const MIN = -8.64e15;
const MAX = 8.64e15;

describe('formatDate (yyyy-MM-dd HH:mm:ss.SSS, local time)', () => {
  it.each(ZONES)('matches the seven getters in %s, any date', (zone) => {
    process.env.TZ = zone;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: MIN, max: MAX }),
          // Around today and the last century, where the zones changed their rules.
          fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
          fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(1974, 0, 1) }),
        ),
        (time) => {
          const date = new Date(time);
          expect(formatDate(date)).toBe(referenceFormatDate(date));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is right across a DST change and a day change one millisecond apart', () => {
    process.env.TZ = 'America/New_York';
    // 2026-03-08 02:00 local does not exist; 2026-11-01 01:00–02:00 happens twice.
    const around = [Date.UTC(2026, 2, 8, 7, 0, 0, 0), Date.UTC(2026, 10, 1, 6, 0, 0, 0)];
    for (const t of around) {
      for (const delta of [-3_600_001, -1, 0, 1, 3_600_000]) {
        const date = new Date(t + delta);
        expect(formatDate(date)).toBe(referenceFormatDate(date));
      }
    }
    process.env.TZ = 'Asia/Shanghai';
    const midnight = new Date(2026, 10, 23, 0, 0, 0, 0).getTime();
    expect(formatDate(new Date(midnight - 1))).toBe('2026-11-22 23:59:59.999');
    expect(formatDate(new Date(midnight))).toBe('2026-11-23 00:00:00.000');
    expect(formatDate(new Date(midnight - 1))).toBe('2026-11-22 23:59:59.999');
  });

  it('keeps the seconds of an old offset (local mean time)', () => {
    process.env.TZ = 'Asia/Shanghai';
    // Local mean time +8:05:43 until 1901.
    expect(formatDate(new Date(Date.UTC(1900, 0, 1, 0, 0, 0, 0)))).toBe('1900-01-01 08:05:43.000');
  });
});
