import { describe, expect, it } from 'vitest';
import {
  merchandiseIdFromParam,
  tabFromParam,
} from '../../../../src/features/direct-goods/goods-params';
import {
  centsToYuanText,
  checkPrice,
  PRICE_FORMAT_MESSAGE,
  yuanToCents,
} from '../../../../src/features/direct-goods/price-input';
import {
  BATCH_LIMIT,
  keepSelectable,
  toggleSelected,
} from '../../../../src/features/direct-goods/selection';

const RANGE = { minCents: 100_000, maxCents: 250_050 };

describe('merchandiseIdFromParam', () => {
  it.each([
    ['42', 42],
    ['1', 1],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    [' 7', null],
    ['abc', null],
    ['9999999999999999', null],
  ])('%j → %j', (text, id) => {
    expect(merchandiseIdFromParam(text)).toBe(id);
  });
});

describe('tabFromParam', () => {
  it.each([
    ['listed', 'listed'],
    ['returning', 'returning'],
    [null, 'all'],
    ['LISTED', 'all'],
    ['on_shelf', 'all'],
  ])('%j → %j', (text, tab) => {
    expect(tabFromParam(text)).toBe(tab);
  });
});

describe('yuanToCents', () => {
  it.each([
    ['1200', 120_000],
    ['0.29', 29],
    ['1999.5', 199_950],
    [' 12.30 ', 1230],
    ['1.005', null],
    ['-1', null],
    ['1e3', null],
    ['1,000', null],
    ['', null],
    ['.5', null],
  ])('%j → %j', (text, cents) => {
    expect(yuanToCents(text)).toBe(cents);
  });

  it('round-trips through the field text', () => {
    for (const cents of [1, 29, 100, 199_950, 250_050]) {
      expect(yuanToCents(centsToYuanText(cents))).toBe(cents);
    }
  });
});

describe('checkPrice: format, the contract rule, then the range', () => {
  it.each([
    ['', '请输入价格'],
    ['12.345', PRICE_FORMAT_MESSAGE],
    ['abc', PRICE_FORMAT_MESSAGE],
    ['0', '请输入价格'],
    ['999.99', '价格需在 ¥1,000.00–¥2,500.50 之间'],
    ['2500.51', '价格需在 ¥1,000.00–¥2,500.50 之间'],
  ])('%j is refused: %s', (text, message) => {
    expect(checkPrice(text, 7, RANGE)).toEqual({ ok: false, message });
  });

  it.each([
    ['1000', 100_000],
    ['2500.5', 250_050],
    ['1234.56', 123_456],
  ])('%j is accepted as %i cents', (text, priceCents) => {
    expect(checkPrice(text, 7, RANGE)).toEqual({ ok: true, priceCents });
  });

  it('refuses a bad merchandise id with the contract message', () => {
    expect(checkPrice('1200', 0, RANGE)).toEqual({ ok: false, message: '商品无效' });
  });
});

const returnable = (merchandiseId: number) => ({
  merchandiseId,
  actions: [{ action: 'askReturn' }],
});
const locked = (merchandiseId: number) => ({ merchandiseId, actions: [{ action: 'cancel' }] });

describe('batch selection', () => {
  it('picks and unpicks returnable goods in order', () => {
    let selected: readonly number[] = [];
    for (const id of [3, 1, 2]) selected = toggleSelected(selected, returnable(id)).selected;
    expect(selected).toEqual([3, 1, 2]);
    expect(toggleSelected(selected, returnable(1))).toEqual({ ok: true, selected: [3, 2] });
  });

  it('refuses goods whose state allows no return', () => {
    expect(toggleSelected([1], locked(5))).toEqual({
      ok: false,
      selected: [1],
      message: '该商品当前不能退回',
    });
  });

  it(`refuses more than ${BATCH_LIMIT}, still unpicks`, () => {
    const full = Array.from({ length: BATCH_LIMIT }, (_, index) => index + 1);
    const refused = toggleSelected(full, returnable(999));
    expect(refused.ok).toBe(false);
    expect(refused.selected).toBe(full);
    expect(toggleSelected(full, returnable(1)).selected).toHaveLength(BATCH_LIMIT - 1);
  });

  it('keeps only goods still shown and still returnable after a refetch', () => {
    const selected = [1, 2, 3];
    expect(keepSelectable(selected, [returnable(1), locked(2), returnable(3)])).toEqual([1, 3]);
    expect(keepSelectable(selected, [returnable(3), returnable(2), returnable(1)])).toBe(selected);
    expect(keepSelectable(selected, [])).toEqual([]);
  });
});
