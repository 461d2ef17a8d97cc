import { describe, expect, it } from 'vitest';
import {
  chinaDateTime,
  chinaDay,
  moneyOfCents,
  signedMoney,
} from '../../../../src/features/records/record-text';
import { monthLabel, recentMonths } from '../../../../src/features/records/china-months';
import { fileNameOf } from '../../../../src/features/records/api/download-statement';

describe('money of records (integer cents, never a float division)', () => {
  it.each<[number, string, string]>([
    [0, '0.00', '0.00'],
    [1, '0.01', '+0.01'],
    [123456789, '1,234,567.89', '+1,234,567.89'],
    [-30000, '-300.00', '-300.00'],
    [-5, '-0.05', '-0.05'],
  ])('%i cents → %s / %s', (cents, plain, signed) => {
    expect(moneyOfCents(cents)).toBe(plain);
    expect(signedMoney(cents)).toBe(signed);
  });
});

describe('China time, whatever the phone’s zone', () => {
  // 2026-09-30 16:30 UTC is 2026-10-01 00:30 in China.
  const ms = Date.UTC(2026, 8, 30, 16, 30);
  it('days and times', () => {
    expect(chinaDay(ms)).toBe('2026-10-01');
    expect(chinaDateTime(ms)).toBe('2026-10-01 00:30');
  });

  it('the recent months cross the year, newest first', () => {
    expect(recentMonths(Date.UTC(2026, 1, 10), 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(monthLabel('2026-09')).toBe('2026年9月');
  });
});

describe('the statement’s file name', () => {
  const range = { startDate: '2026-11-01', endDate: '2026-11-26' };
  it.each<[string | null, string]>([
    [
      `attachment; filename="a.csv"; filename*=UTF-8''${encodeURIComponent('钱包账单_x.csv')}`,
      '钱包账单_x.csv',
    ],
    ['attachment; filename="wallet.csv"', 'wallet.csv'],
    ["attachment; filename*=UTF-8''%E0%A4%A", '钱包账单_2026-11-01_2026-11-26.csv'],
    [null, '钱包账单_2026-11-01_2026-11-26.csv'],
  ])('%j → %s', (disposition, name) => {
    expect(fileNameOf(disposition, range)).toBe(name);
  });
});
