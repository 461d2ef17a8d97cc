import { describe, expect, it } from 'vitest';
import { historyIndex } from '../../../src/lib/history-index';

describe('historyIndex', () => {
  it.each([
    [{ idx: 3, key: 'k' }, 3],
    [{ idx: 0 }, 0],
    [{ idx: -1 }, null],
    [{ idx: 1.5 }, null],
    [{ idx: '2' }, null],
    [null, null],
    ['state', null],
  ])('%j → %s', (state, expected) => {
    expect(historyIndex(state)).toBe(expected);
  });
});
