import { describe, expect, it } from 'vitest';
import { markDefault, markDefaultInPages } from '../../../../src/features/funds/api/mark-default';
import { cardIdFromParam, useTypeFromParam } from '../../../../src/features/funds/bank-params';
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

  it('keeps unchanged cards as they are (same object) and updates every loaded page', () => {
    const untouched = card(3, 1, false);
    const data = {
      pageParams: [1, 2],
      pages: [
        { list: [card(1, 1, true), untouched], total: 3, pageIndex: 1, pageSize: 2 },
        { list: [card(2, 1, false)], total: 3, pageIndex: 2, pageSize: 2 },
      ],
    };
    const next = markDefaultInPages(data, newDefault);
    expect(next?.pages.flatMap((page) => page.list.map((c) => c.isDefault))).toEqual([
      false,
      false,
      true,
    ]);
    expect(next?.pages[0]?.list[1]).toBe(untouched);
    expect(next?.pageParams).toEqual([1, 2]);
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
    expect(useTypeFromParam(value)).toBe(useType);
  });
});
