import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsYuanTyping, centsToYuanText, yuanTextToCents } from '../../../src/lib/yuan';

// The one parser of typed yuan (deposit, wallet): exact cents, never through a float.

/** Every amount the parser may hold: nine whole digits of yuan and two decimals. */
const MAX_CENTS = 99_999_999_999;

describe('yuanTextToCents', () => {
  it('reads back any cents value it was given as text (no float rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(yuanTextToCents(centsToYuanText(cents))).toBe(cents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads whole yuan and one decimal the way a person types them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 9 }),
        (yuan, dime) => {
          expect(yuanTextToCents(String(yuan))).toBe(yuan * 100);
          expect(yuanTextToCents(`${yuan}.${dime}`)).toBe(yuan * 100 + dime * 10);
          expect(yuanTextToCents(`${yuan}.`)).toBe(yuan * 100);
        },
      ),
    );
  });

  it.each([
    ['0.29', 29],
    ['0.1', 10],
    ['12.', 1_200],
    [' 1234.56 ', 123_456],
    ['999999999.99', MAX_CENTS],
    ['007.50', 750],
    ['0', 0],
  ])('%j → %i cents', (text, cents) => {
    expect(yuanTextToCents(text)).toBe(cents);
  });

  it('refuses more than two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.stringMatching(/^\d{3,6}$/),
        (yuan, decimals) => {
          expect(yuanTextToCents(`${yuan}.${decimals}`)).toBeNull();
        },
      ),
    );
  });

  it('refuses negatives, signs and exponents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        const text = centsToYuanText(cents);
        expect(yuanTextToCents(`-${text}`)).toBeNull();
        expect(yuanTextToCents(`+${text}`)).toBeNull();
        expect(yuanTextToCents(`${text}e2`)).toBeNull();
        expect(yuanTextToCents(`${text}E-1`)).toBeNull();
      }),
    );
  });

  it.each([
    '',
    '   ',
    '\t',
    '1e3',
    '1E2',
    '-0',
    '-1',
    '1,000',
    '1 000',
    '.5',
    '1.2.3',
    '0x10',
    'abc',
    '１２',
    '1234567890',
    'Infinity',
    'NaN',
  ])('%j is refused', (text) => {
    expect(yuanTextToCents(text)).toBeNull();
  });
});

describe('acceptsYuanTyping: what an amount field may hold while being typed', () => {
  it.each([
    ['', true],
    ['12', true],
    ['12.', true],
    ['12.3', true],
    ['12.34', true],
    ['12.345', false],
    ['1a', false],
    ['1.2.3', false],
    ['-1', false],
    ['1e3', false],
  ])('%j: %s', (text, accepted) => {
    expect(acceptsYuanTyping(text)).toBe(accepted);
  });

  it('every text it accepts that has a digit is an amount the parser reads', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}(\.\d{0,2})?$/), (text) => {
        expect(acceptsYuanTyping(text)).toBe(true);
        expect(yuanTextToCents(text)).not.toBeNull();
      }),
    );
  });
});

describe('centsToYuanText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12_345, '123.45'],
    [123_456_789, '1234567.89'],
  ])('%i cents → %s', (cents, text) => {
    expect(centsToYuanText(cents)).toBe(text);
  });
});
