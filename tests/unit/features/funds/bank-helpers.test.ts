import { describe, expect, it } from 'vitest';
import { cardIdFromParam, parseUseType } from '../../../../src/features/funds/bank-params';
import { markDefault } from '../../../../src/features/funds/mark-default';
import type { BankCard } from '../../../../src/shared/contracts/bank-wallet';

const card = (id: number, useType: 1 | 2, isDefault: boolean): BankCard => ({
  id,
  bankName: '平安银行',
  cardNoMasked: `**** ${id}`,
  useType,
  isDefault,
});

describe('markDefault: the caches after setDefault', () => {
  const newDefault = card(2, 1, true);
  it.each<[string, BankCard, boolean]>([
    ['the new default', card(2, 1, false), true],
    ['the old default of the same use type', card(1, 1, true), false],
    ['another card of the same use type', card(3, 1, false), false],
    ['the default of the other use type stays', card(9, 2, true), true],
  ])('%s → isDefault %s', (_label, before, isDefault) => {
    expect(markDefault(before, newDefault).isDefault).toBe(isDefault);
  });

  it('keeps an unchanged card as it is (the same object)', () => {
    const untouched = card(3, 1, false);
    expect(markDefault(untouched, newDefault)).toBe(untouched);
  });
});

describe('query parameters are untrusted', () => {
  it.each<[string | null, number | null]>([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['12abc', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
    ['<script>', null],
  ])('id=%s → %s', (value, id) => {
    expect(cardIdFromParam(value)).toBe(id);
  });

  it.each<[string | null, 1 | 2]>([
    ['2', 2],
    ['1', 1],
    [null, 1],
    ['3', 1],
    ['x', 1],
  ])('useType=%s → tab %s', (value, useType) => {
    expect(parseUseType(value)).toBe(useType);
  });
});
