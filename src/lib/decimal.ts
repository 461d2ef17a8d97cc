/**
 * Exact decimal arithmetic for money (CONTRACTS.md: "no float noise").
 * A value is kept as an integer count of 10^-scale units (BigInt), parsed from
 * the number's shortest decimal text, so 1.005 stays 1.005 rather than
 * 1.00499999999999989...
 */
export interface Decimal {
  negative: boolean;
  /** |value| = units / 10^scale */
  units: bigint;
  scale: number;
}

export type Rounding = 'ceil' | 'half-up';

// Optional sign, digits with an optional fraction, optional exponent ("1e-7" is how String(1e-7) reads).
const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Exponent bound: BigInt powers of ten are built from it, so an unbounded one
 * ("1e-1000000000") takes seconds or throws RangeError. Doubles end near 1e308
 * and money shows two decimals, so 400 leaves a wide margin either way.
 */
export const MAX_DECIMAL_EXPONENT = 400;

const ZERO: Decimal = { negative: false, units: 0n, scale: 0 };

/**
 * Parses a finite number or numeric text; anything else (NaN, Infinity, '', '1,0', '0x1')
 * is null, and so is an exponent above MAX_DECIMAL_EXPONENT. A value below
 * 10^-MAX_DECIMAL_EXPONENT reads as 0: every use rounds to cents.
 */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL_TEXT.exec(text);
  // Number() bounds the magnitude: text that overflows to Infinity is not a number either.
  if (!match || !Number.isFinite(Number(text))) return null;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = Number(exponentText);
  if (exponent > MAX_DECIMAL_EXPONENT) return null;
  const significant = (whole + fraction).replace(/^0+/, '');
  // Power of ten of the leading digit; -Infinity for an exponent too long for a double.
  const magnitude = significant.length - 1 - fraction.length + exponent;
  if (significant === '' || magnitude < -MAX_DECIMAL_EXPONENT) return ZERO;
  let units = BigInt(significant);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-', units, scale };
}

/** The value as a signed integer count of 10^-target units, rounded as asked. */
export function rescale(value: Decimal, target: number, rounding: Rounding): bigint {
  let magnitude: bigint;
  if (value.scale <= target) {
    magnitude = value.units * 10n ** BigInt(target - value.scale);
  } else {
    const divisor = 10n ** BigInt(value.scale - target);
    const remainder = value.units % divisor;
    magnitude = value.units / divisor;
    // half-up rounds halves away from zero (-0.005 → -0.01); ceil rounds towards +∞.
    if (rounding === 'half-up' ? remainder * 2n >= divisor : remainder > 0n && !value.negative) {
      magnitude += 1n;
    }
  }
  return value.negative ? -magnitude : magnitude;
}

/** Signed units → plain decimal text with exactly `scale` fraction digits ("-1234.50"). */
export function unitsToText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Compares a decimal with a / 10^scale exactly: negative, zero or positive like a comparator. */
export function compareWithFraction(value: Decimal, numerator: bigint, scale: number): number {
  const common = Math.max(value.scale, scale);
  const left = (value.negative ? -value.units : value.units) * 10n ** BigInt(common - value.scale);
  const right = numerator * 10n ** BigInt(common - scale);
  return left === right ? 0 : left < right ? -1 : 1;
}
