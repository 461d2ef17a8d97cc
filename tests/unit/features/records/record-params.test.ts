import { describe, expect, it } from 'vitest';
import { parseDay } from '../../../../src/features/records/export-range';
import { parseMonth, parseRecordType } from '../../../../src/features/records/filter-params';
import {
  parseReturnTo,
  parseUseTypeParam,
  withCardId,
} from '../../../../src/features/records/card-select-params';
import { checkRange } from '../../../../src/features/records/export-range';

describe('record filters from the address (untrusted)', () => {
  it.each<[string | null, unknown]>([
    [null, null],
    ['', null],
    ['RECHARGE', 'RECHARGE'],
    ['PAY_SELLER', 'PAY_SELLER'],
    ['recharge', 'bad'],
    ['<script>', 'bad'],
  ])('type %j → %j', (value, expected) => {
    expect(parseRecordType(value)).toBe(expected);
  });

  it.each<[string | null, unknown]>([
    [null, null],
    ['2026-09', '2026-09'],
    ['2026-13', 'bad'],
    ['2026-9', 'bad'],
    ['2026-09-01', 'bad'],
  ])('month %j → %j', (value, expected) => {
    expect(parseMonth(value)).toBe(expected);
  });

  it.each<[string | null, string | null]>([
    ['2026-02-28', '2026-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', null],
    ['2026-09-31', null],
    ['2026-9-1', null],
    [null, null],
  ])('day %j → %j', (value, expected) => {
    expect(parseDay(value)).toBe(expected);
  });
});

describe('/bankCardSelectList parameters', () => {
  it.each<[string | null, 1 | 2 | null]>([
    ['1', 1],
    ['2', 2],
    ['3', null],
    [' 1', null],
    [null, null],
  ])('useType %j → %j', (value, expected) => {
    expect(parseUseTypeParam(value)).toBe(expected);
  });

  it.each<[string | null, string | null]>([
    ['/sellerWalletRecharge', '/sellerWalletRecharge'],
    ['/withdrawCash?amount=10', '/withdrawCash?amount=10'],
    ['//evil.example/x', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('returnTo %j → %j', (value, expected) => {
    expect(parseReturnTo(value)).toBe(expected);
  });

  it.each<[string, string]>([
    ['/sellerWalletRecharge', '/sellerWalletRecharge?cardId=7'],
    ['/withdrawCash?amount=10', '/withdrawCash?amount=10&cardId=7'],
    ['/withdrawCash?cardId=3&x=1', '/withdrawCash?cardId=7&x=1'],
    ['/fundsTransferOut#top', '/fundsTransferOut?cardId=7#top'],
  ])('back to %s with the pick → %s', (returnTo, expected) => {
    expect(withCardId(returnTo, 7)).toBe(expected);
  });
});

describe('statement range', () => {
  const today = '2026-11-26';
  it.each<[string, string, boolean]>([
    ['2026-11-01', '2026-11-26', true],
    ['2026-11-26', '2026-11-26', true],
    ['2025-11-26', '2026-11-26', true],
    ['2025-11-24', '2026-11-26', false],
    ['2026-11-20', '2026-11-19', false],
    ['2026-11-01', '2026-11-27', false],
    ['', '2026-11-26', false],
    ['2026-02-30', '2026-11-26', false],
  ])('%s … %s → %s', (start, end, ok) => {
    expect(checkRange(start, end, today).ok).toBe(ok);
  });
});
