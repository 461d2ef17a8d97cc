import { describe, expect, it } from 'vitest';
import { formatCents, parseYuanToCents } from '../../../../src/features/wallet/amount';
import { checkAmountText } from '../../../../src/features/wallet/use-amount';
import { cardInUse } from '../../../../src/features/wallet/use-card-choice';
import {
  amountParam,
  cardIdParam,
  directionParam,
  paymentKindParam,
  serialParam,
} from '../../../../src/features/wallet/wallet-params';
import { WALLET_MESSAGES } from '../../../../src/shared/wallet-rules';

describe('parseYuanToCents: the typed yuan text to integer cents, no float math', () => {
  it.each([
    ['0.29', 29],
    ['0.1', 10],
    ['1', 100],
    ['123.45', 12_345],
    ['  8.8 ', 880],
    ['999999999.99', 99_999_999_999],
    ['10.', 1_000],
  ])('%s yuan → %i cents', (text, cents) => {
    expect(parseYuanToCents(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', '请输入金额'],
    ['   ', '请输入金额'],
    ['1.005', '金额格式不正确，最多保留两位小数'],
    ['-1', '金额格式不正确，最多保留两位小数'],
    ['1e3', '金额格式不正确，最多保留两位小数'],
    ['1,000', '金额格式不正确，最多保留两位小数'],
    ['.5', '金额格式不正确，最多保留两位小数'],
    ['0', '金额必须大于 0'],
    ['0.00', '金额必须大于 0'],
  ])('%j is refused: %s', (text, msg) => {
    expect(parseYuanToCents(text)).toEqual({ ok: false, msg });
  });
});

describe('amount display', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12_345, '123.45'],
    [123_456_789, '1,234,567.89'],
  ])('%i cents are shown %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });
});

describe('checkAmountText: format first, then the wallet rules of the scene', () => {
  it.each([
    ['0.5', { kind: 'recharge', dailyRemainingCents: 1_000_000 }, WALLET_MESSAGES.belowMinRecharge],
    [
      '50000.01',
      { kind: 'recharge', dailyRemainingCents: 50_000_000 },
      WALLET_MESSAGES.overMaxRecharge,
    ],
    ['200', { kind: 'recharge', dailyRemainingCents: 10_000 }, WALLET_MESSAGES.overDaily],
    ['9.99', { kind: 'withdraw', availableCents: 100_000 }, WALLET_MESSAGES.belowMinWithdraw],
    ['100.01', { kind: 'withdraw', availableCents: 10_000 }, WALLET_MESSAGES.overBalance],
    ['50.01', { kind: 'transfer', availableCents: 5_000 }, WALLET_MESSAGES.overBalance],
  ] as const)('%s in %o → %s', (text, scene, msg) => {
    expect(checkAmountText(text, scene)).toEqual({ ok: false, msg });
  });

  it('passes an amount within the rules, in cents', () => {
    expect(checkAmountText('50', { kind: 'transfer', availableCents: 5_000 })).toEqual({
      ok: true,
      cents: 5_000,
    });
    expect(checkAmountText('1', { kind: 'recharge', dailyRemainingCents: 100 })).toEqual({
      ok: true,
      cents: 100,
    });
  });

  it('waits for the rule before passing anything', () => {
    expect(checkAmountText('10', null).ok).toBe(false);
    expect(checkAmountText('x', null)).toEqual({
      ok: false,
      msg: '金额格式不正确，最多保留两位小数',
    });
  });
});

describe('query parameters are untrusted', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['abc', null],
    [null, null],
  ])('cardId %j → %j', (value, id) => {
    expect(cardIdParam(value)).toBe(id);
  });

  it.each([
    ['12345', 12_345],
    ['100000000', 100_000_000],
    ['100000001', null],
    ['0', null],
    ['1.5', null],
  ])('amount %j → %j', (value, cents) => {
    expect(amountParam(value)).toBe(cents);
  });

  it.each([
    ['P1700000000123', 'P1700000000123'],
    ['T_1-2', 'T_1-2'],
    ['<script>', null],
    ['', null],
    ['x'.repeat(65), null],
  ])('serial %j → %j', (value, serial) => {
    expect(serialParam(value)).toBe(serial);
  });

  it('reads only the known kinds and directions', () => {
    expect(paymentKindParam('recharge')).toBe('recharge');
    expect(paymentKindParam('withdraw')).toBe('withdraw');
    expect(paymentKindParam('refund')).toBeNull();
    expect(directionParam('WALLET_TO_MARGIN')).toBe('WALLET_TO_MARGIN');
    expect(directionParam('wallet_to_margin')).toBeNull();
  });
});

describe('cardInUse', () => {
  const card = (id: number, isDefault: boolean) => ({
    id,
    bankName: '平安银行',
    cardNoMasked: '6222 **** 1234',
    useType: 1 as const,
    isDefault,
  });
  const cards = [card(1, false), card(2, true), card(3, false)];

  it('is the chosen card, else the default, else the first', () => {
    expect(cardInUse(cards, 3)?.id).toBe(3);
    expect(cardInUse(cards, null)?.id).toBe(2);
    expect(cardInUse([card(4, false), card(5, false)], null)?.id).toBe(4);
  });

  it('is none when the chosen card is not in the list (read by its detail instead)', () => {
    expect(cardInUse(cards, 9)).toBeUndefined();
    expect(cardInUse([], null)).toBeUndefined();
  });
});
