import { describe, expect, it } from 'vitest';
import { targetSize } from '../../../../src/features/release/image-size';
import { PICTURE_MAX_SIDE } from '../../../../src/shared/contracts/seller-picture';

describe('targetSize (photo shrink before upload, long side ≤ 1600 px)', () => {
  it.each([
    // width, height → width, height
    [4000, 3000, 1600, 1200], // landscape camera photo
    [3000, 4000, 1200, 1600], // portrait (orientation already applied)
    [4032, 3024, 1600, 1200],
    [4000, 1000, 1600, 400], // panorama
    [1000, 4000, 400, 1600],
    [1601, 1601, 1600, 1600], // square just over
    [1600, 900, 1600, 900], // exactly at the limit: unchanged
    [800, 600, 800, 600], // small: never enlarged
    [1, 1, 1, 1],
    [10000, 3, 1600, 1], // a sliver keeps at least 1 px
    [3001, 2001, 1600, 1067], // rounded short side (2001 × 1600 / 3001 = 1066.8)
  ])('%i×%i → %i×%i', (width, height, w, h) => {
    expect(targetSize(width, height)).toEqual({ width: w, height: h });
  });

  it('never returns a side above the limit, and keeps the aspect ratio within a pixel', () => {
    for (const [width, height] of [
      [4095, 2731],
      [2731, 4095],
      [1999, 1601],
      [5000, 4999],
    ] as const) {
      const size = targetSize(width, height);
      expect(size).not.toBeNull();
      if (!size) continue;
      expect(Math.max(size.width, size.height)).toBe(PICTURE_MAX_SIDE);
      const expectedShort = (Math.min(width, height) * PICTURE_MAX_SIDE) / Math.max(width, height);
      expect(Math.abs(Math.min(size.width, size.height) - expectedShort)).toBeLessThanOrEqual(0.5);
    }
  });

  it('takes another limit', () => {
    expect(targetSize(1000, 500, 100)).toEqual({ width: 100, height: 50 });
  });

  it.each([
    [0, 100],
    [100, 0],
    [-5, 100],
    [Number.NaN, 100],
    [100, Number.POSITIVE_INFINITY],
  ])('%s×%s is not a picture', (width, height) => {
    expect(targetSize(width, height)).toBeNull();
  });
});
