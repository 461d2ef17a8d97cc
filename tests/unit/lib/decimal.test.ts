import { describe, expect, it } from 'vitest';
import { parseDecimal, rescale, unitsToText, type Rounding } from '../../../src/lib/decimal';

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
