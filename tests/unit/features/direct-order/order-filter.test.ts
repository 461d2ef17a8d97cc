import { describe, expect, it } from 'vitest';
import {
  daysChoiceOf,
  filtersBeyondState,
  orderFilterOf,
} from '../../../../src/features/direct-order/order-filter';

const DAY = 86_400_000;
const at = 1_800_000_000_000;

describe('orderFilterOf', () => {
  it('is empty for 全部 without a keyword or dates (the plain v1 list)', () => {
    const filter = orderFilterOf('all', { keyword: '  ', days: 'all', chosenAt: at });
    expect(filter).toEqual({});
    expect(filtersBeyondState(filter)).toBe(false);
  });

  it('carries the state, the trimmed keyword and the start of 近N天 from when it was chosen', () => {
    const filter = orderFilterOf('listed', { keyword: ' iPhone ', days: '30', chosenAt: at });
    expect(filter).toEqual({ state: 'listed', keyword: 'iPhone', createdFrom: at - 30 * DAY });
    expect(filtersBeyondState(filter)).toBe(true);
  });

  it('is the same key on every render of one choice', () => {
    const choice = { keyword: '', days: '7' as const, chosenAt: at };
    expect(orderFilterOf('created', choice)).toEqual(orderFilterOf('created', choice));
  });
});

describe('daysChoiceOf', () => {
  it.each([
    ['7', '7'],
    ['90', '90'],
    ['all', 'all'],
    ['365', 'all'],
    ['', 'all'],
  ])('%s → %s', (value, expected) => {
    expect(daysChoiceOf(value)).toBe(expected);
  });
});
