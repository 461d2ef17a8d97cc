import { describe, expect, it, vi } from 'vitest';
import { createTrackIdPool, newTrackId } from '../../../src/sdk/random-id';

describe('track id pool (spec 001 §3: unique 53-bit integers)', () => {
  it('draws the random words of 256 ids in one call', () => {
    const fill = vi.fn((words: Uint32Array) => {
      crypto.getRandomValues(words);
    });
    const next = createTrackIdPool(fill);
    for (let i = 0; i < 256; i += 1) next();
    expect(fill).toHaveBeenCalledTimes(1);
    next();
    expect(fill).toHaveBeenCalledTimes(2);
  });

  it('hands out every word pair once, in order', () => {
    let round = 0;
    const next = createTrackIdPool((words) => {
      round += 1;
      for (let i = 0; i < words.length; i += 1) words[i] = round * 1000 + i;
    }, 2);
    // (high & 0x1fffff) * 2^32 + low for the pairs (1000, 1001), (1002, 1003), then a refill.
    expect([next(), next(), next()]).toEqual([
      1000 * 2 ** 32 + 1001,
      1002 * 2 ** 32 + 1003,
      2000 * 2 ** 32 + 2001,
    ]);
  });

  it('yields distinct safe 53-bit integers from crypto', () => {
    const ids = Array.from({ length: 5000 }, () => newTrackId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(0);
    }
  });
});
