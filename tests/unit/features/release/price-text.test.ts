import { describe, expect, it } from 'vitest';
import { centsToYuanText, yuanTextToCents } from '../../../../src/features/release/price-text';

describe('yuan text ↔ cents (exact, no float math)', () => {
  it.each([
    ['1', 100],
    ['1.1', 110],
    ['1.10', 110],
    ['0.29', 29],
    ['4.35', 435], // 4.35 * 100 = 434.99999… in floats
    ['1999.99', 199_999],
    [' 12 ', 1200],
    ['999999999.99', 99_999_999_999],
  ])('%j → %i', (text, cents) => {
    expect(yuanTextToCents(text)).toBe(cents);
  });

  it.each(['', '.5', '1.', '1.234', '-1', '+1', '1e3', '1,000', '０１', 'abc', '1 000'])(
    '%j is refused',
    (text) => {
      expect(yuanTextToCents(text)).toBeNull();
    },
  );

  it.each([
    [100, '1'],
    [110, '1.10'],
    [105, '1.05'],
    [199_999, '1999.99'],
    [0, '0'],
  ])('%i → %j and back', (cents, text) => {
    expect(centsToYuanText(cents)).toBe(text);
    expect(yuanTextToCents(text)).toBe(cents);
  });
});
