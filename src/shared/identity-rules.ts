/**
 * The identity card and phone rules of CONTRACTS.md "src/lib/validate.ts", once
 * for the app (src/lib/validate.ts re-exports them) and the reference server,
 * which may import only src/shared (the bank wallet's account opening).
 */

import { PHONE_PATTERN } from './field-rules';

/** spec 000 §5: the phone rule the contracts' phone field uses (field-rules.ts). */
export function isPhone(s: string): boolean {
  return typeof s === 'string' && PHONE_PATTERN.test(s);
}

// spec 000 §5 / CONTRACTS.md: GB 11643 check digit.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** yyyyMMdd exists in the calendar and is not after `today` (local date). */
function isValidBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return year * 10000 + month * 100 + day <= todayKey;
}

function checkDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

/**
 * Mainland identity card number (CONTRACTS.md). `today` exists so tests can fix
 * the clock for the "birth date not in the future" rule; callers omit it.
 */
export function isIdCard(
  s: string,
  // A form or request checked now: the clock is read where the answer is needed (a schema
  // refinement has no other way to learn the date); tests pass their own `today`.
  // eslint-disable-next-line no-restricted-syntax
  today: Date = new Date(),
): boolean {
  if (typeof s !== 'string') return false;
  // 15-digit (first generation) cards carry yyMMdd, always in the 1900s.
  if (/^\d{15}$/.test(s)) return isValidBirthDate(`19${s.slice(6, 12)}`, today);
  if (!/^\d{17}[\dXx]$/.test(s)) return false;
  return (
    isValidBirthDate(s.slice(6, 14), today) && checkDigit(s.slice(0, 17)) === s[17]?.toUpperCase()
  );
}
