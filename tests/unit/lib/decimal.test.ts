import { describe, expect, it } from 'vitest';
import { parseDecimal, rescale, unitsToText, type Rounding } from '../../../src/lib/decimal';
import { formatMoney } from '../../../src/lib/format';
import { reservationFee } from '../../../src/lib/validate';

describe('parseDecimal', () => {
  it.each<[unknown, ReturnType<typeof parseDecimal>]>([
    [1.005, { negative: false, units: 1005n, scale: 3 }],
    ['-0.50', { negative: true, units: 50n, scale: 2 }],
    ['-0', { negative: false, units: 0n, scale: 0 }],
    [1e21, { negative: false, units: 10n ** 21n, scale: 0 }],
    [1e-7, { negative: false, units: 1n, scale: 7 }],
    ['5.', { negative: false, units: 5n, scale: 0 }],
    ['.', null],
    ['-', null],
    ['1e999', null],
    ['Infinity', null],
    ['0x1f', null],
    ['1_000', null],
    [true, null],
    [null, null],
  ])('%j', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected);
  });
});

describe('rescale + unitsToText', () => {
  it.each<[string, Rounding, string]>([
    ['1.001', 'ceil', '1.01'],
    ['-1.009', 'ceil', '-1.00'],
    ['1.000', 'ceil', '1.00'],
    ['2.345', 'half-up', '2.35'],
    ['2.3449', 'half-up', '2.34'],
    ['-2.345', 'half-up', '-2.35'],
    ['7', 'half-up', '7.00'],
    ['0.004', 'half-up', '0.00'],
  ])('%s %s → %s', (input, rounding, expected) => {
    const value = parseDecimal(input);
    expect(value).not.toBeNull();
    if (value) expect(unitsToText(rescale(value, 2, rounding), 2)).toBe(expected);
  });
});

// The exponent bound (MAX_DECIMAL_EXPONENT = 400) keeps BigInt powers of ten small:
// unbounded, '1e-1000000000' threw RangeError and '1e-10000000' took most of a second.
describe('exponent bound: formatMoney and reservationFee never throw', () => {
  const zero = { negative: false, units: 0n, scale: 0 };
  const longMantissa = `1${'0'.repeat(450)}e-449`;
  it.each<[string, string, ReturnType<typeof parseDecimal>, string, number | null]>([
    ['1e-400', '1e-400', { negative: false, units: 1n, scale: 400 }, '0.00', 0.01],
    ['1e-401', '1e-401', zero, '0.00', 0.01],
    ['1e-10000000', '1e-10000000', zero, '0.00', 0.01],
    ['1e-1000000000', '1e-1000000000', zero, '0.00', 0.01],
    ['-1e-1000000000', '-1e-1000000000', zero, '0.00', 0.01],
    ['an exponent beyond a double', `1e-${'9'.repeat(400)}`, zero, '0.00', 0.01],
    ['0e-1000000000', '0e-1000000000', zero, '0.00', 0.01],
    // The bound is on the leading digit, so a long mantissa keeps its value.
    [
      '1 and 450 zeros e-449',
      longMantissa,
      { negative: false, units: 10n ** 450n, scale: 449 },
      '10.00',
      10,
    ],
    ['0.0001e401', '0.0001e401', null, '0.00', null],
    ['0e1000000000', '0e1000000000', null, '0.00', null],
    ['1e1000000000', '1e1000000000', null, '0.00', null],
  ])('%s', (_label, input, parsed, money, fee) => {
    expect(parseDecimal(input)).toEqual(parsed);
    expect(formatMoney(input)).toBe(money);
    expect(reservationFee(input)).toBe(fee);
  });
});
