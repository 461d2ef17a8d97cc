import { describe, expect, it } from 'vitest';
import { isIdCard, isPhone, maskPhone, reservationFee } from '../../../src/lib/validate';

describe('isPhone (spec 000 §5)', () => {
  it.each([
    ['13812345678', true],
    ['14012345678', true],
    ['15012345678', true],
    ['17012345678', true],
    ['18812345678', true],
    ['19912345678', true],
    ['0912345678', true],
    ['12012345678', false],
    ['16012345678', false],
    ['10012345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['091234567', false],
    ['09123456789', false],
    ['0812345678', false],
    ['+8613812345678', false],
    ['8613812345678', false],
    [' 13812345678', false],
    ['13812345678 ', false],
    ['138 1234 5678', false],
    ['1381234567a', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isPhone(input)).toBe(expected);
  });
});

describe('isIdCard (CONTRACTS.md)', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025, local time

  it.each([
    ['11010519491231002X', true, '18 chars, check digit X'],
    ['11010519491231002x', true, 'lower-case x accepted'],
    ['110105200002290013', true, '29 Feb of a leap year (2000)'],
    ['440304199001011233', true, 'plain digit check'],
    ['110105202506150013', true, 'born today'],
    ['110105202506160019', false, 'born tomorrow (future)'],
    ['320106202601010014', false, 'future year'],
    ['110105190002290017', false, '1900 is not a leap year'],
    ['11010520240229002X', true, '2024 is a leap year'],
    ['110105198002300015', false, '30 February'],
    ['110105198013010013', false, 'month 13'],
    ['110105198001000010', false, 'day 00'],
    ['110105198004310014', false, '31 April'],
    ['110105194912310021', false, 'wrong check digit'],
    ['110105199003070112', false, 'wrong check digit (digit)'],
    ['110105199003070113', true, 'valid'],
    ['11010519491231002Y', false, 'other letter'],
    ['1101051949123100X2', false, 'X not in last place'],
    ['110105491231002', true, '15 digits, 1949-12-31'],
    ['110105000229002', false, '15 digits, 1900-02-29 (1900 not leap)'],
    ['110105960229002', true, '15 digits, 1996-02-29'],
    ['110105800230002', false, '15 digits, 30 Feb'],
    ['110105801301002', false, '15 digits, month 13'],
    ['11010580010100X', false, '15 digits never carry X'],
    ['1101054912310021', false, '16 digits'],
    ['11010519491231002', false, '17 digits'],
    [' 11010519491231002X', false, 'leading space'],
    ['11010519491231002X ', false, 'trailing space'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(isIdCard(input, today)).toBe(expected);
  });

  it('defaults to the current date for the future check', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105299901010011')).toBe(false);
  });
});

describe('reservationFee (CONTRACTS.md)', () => {
  it.each<[string | number | null | undefined, number | null]>([
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['1.2.3', null],
    ['1,000', null],
    ['0x10', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [0, 0.01],
    ['0', 0.01],
    [0.001, 0.01],
    ['0.001', 0.01],
    [-5, 0.01],
    [0.0011, 0.01],
    [0.002, 0.01],
    [0.011, 0.02],
    [1.1, 1.1],
    ['1.1', 1.1],
    [1.111, 1.12],
    [2.3, 2.3],
    [0.07, 0.07],
    [0.57, 0.57],
    [1.005, 1.01],
    [4.35, 4.35],
    [8.2, 8.2],
    [100, 100],
    ['100.001', 100.01],
    [' 12.341 ', 12.35],
    ['1e3', 1000],
    [1e-7, 0.01],
    [123456789.123, 123456789.13],
  ])('%j → %j', (input, expected) => {
    expect(reservationFee(input)).toBe(expected);
  });
});

describe('maskPhone (CONTRACTS.md)', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['19900001111', '199****1111'],
    ['1381234567', '1381234567'],
    ['0912345678', '0912345678'],
    ['123', '123'],
    ['', ''],
    ['138123456789', '138****6789'],
  ])('%j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});
