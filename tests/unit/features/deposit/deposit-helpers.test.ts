// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checkYuan, money } from '../../../../src/features/deposit/amount';
import { accountProblem } from '../../../../src/features/deposit/draw-input';
import { passwordProblem } from '../../../../src/features/deposit/password-problem';
import { parseFlowFilter } from '../../../../src/features/deposit/flow-filter';
import { payNoFromParam } from '../../../../src/features/deposit/pay-params';
import {
  attemptFor,
  forgetAttempt,
  readAttempt,
} from '../../../../src/features/deposit/top-up-attempt';

describe('checkYuan: every rule before any call', () => {
  const spend = { kind: 'withdraw', availableCents: 50_000 } as const;
  it.each([
    ['', '请输入金额'],
    ['1.234', '金额格式不正确，最多保留两位小数'],
    ['0', '金额必须大于 0'],
    ['0.00', '金额必须大于 0'],
    ['9.99', '提现金额不能少于 10.00 元'],
    ['500.01', '金额不能超过可用余额'],
    ['1000000.01', '单笔金额不能超过 1,000,000.00 元'],
  ])('withdraw %s → %s', (text, msg) => {
    expect(checkYuan(text, spend)).toEqual({ ok: false, msg });
  });

  it('accepts an amount within the balance and answers its cents', () => {
    expect(checkYuan('500', spend)).toEqual({ ok: true, cents: 50_000 });
  });

  it('top-ups: the day’s remaining amount and the server’s bounds', () => {
    const topUp = { kind: 'topUp', dailyRemainingCents: 10_000 } as const;
    expect(checkYuan('100.01', topUp)).toEqual({ ok: false, msg: '已超过今日充值限额' });
    expect(checkYuan('5', topUp, { minCents: 1_000 })).toEqual({
      ok: false,
      msg: '金额不能低于 10.00 元',
    });
    expect(checkYuan('60', topUp, { maxCents: 5_000 })).toEqual({
      ok: false,
      msg: '金额不能超过 50.00 元',
    });
    expect(checkYuan('50', topUp, { maxCents: 5_000 })).toEqual({ ok: true, cents: 5_000 });
  });

  it('shows cents with formatMoney', () => {
    expect(money(123_456_789)).toBe('1,234,567.89');
    expect(money(-5)).toBe('-0.05');
    expect(money(0)).toBe('0.00');
  });
});

describe('query parameters and form fields', () => {
  it.each([
    ['P2024112600000001', 'P2024112600000001'],
    ['p123', null],
    ['P12', null],
    ['P1234567890<script>', null],
    [null, null],
  ])('payNo %s → %s', (value, expected) => {
    expect(payNoFromParam(value)).toBe(expected);
  });

  it.each([
    ['OUT', 'OUT'],
    ['FROZEN', 'FROZEN'],
    ['out', 'ALL'],
    [null, 'ALL'],
    ['__proto__', 'ALL'],
  ])('flow %s → %s', (value, expected) => {
    expect(parseFlowFilter(value)).toBe(expected);
  });

  it('checks the margin password and the offline account with the contracts’ messages', () => {
    expect(passwordProblem('135790')).toBeNull();
    expect(passwordProblem('12345')).toBe('保证金密码为 6 位数字');
    expect(
      accountProblem({ accountName: '张三', bankName: '招商银行', accountNo: '6225880212345678' }),
    ).toBeNull();
    expect(accountProblem({ accountName: '张三', bankName: '招商银行', accountNo: '1234' })).toBe(
      '银行账号为 12–19 位数字',
    );
  });
});

describe('the top-up attempt: one key per action across retries and reloads', () => {
  beforeEach(() => {
    forgetAttempt();
  });

  it('keeps the key for the same input until the server answered', () => {
    const first = attemptFor({ amountCents: 100, cardId: 1 });
    expect(readAttempt()).toEqual(first);
    expect(attemptFor({ cardId: 1, amountCents: 100 }).key).toBe(first.key);
    expect(attemptFor({ amountCents: 200, cardId: 1 }).key).not.toBe(first.key);
    forgetAttempt();
    expect(readAttempt()).toBeNull();
  });

  it('ignores a damaged stored attempt', () => {
    sessionStorage.setItem('deposit.topUpAttempt', '{"key":1}');
    expect(readAttempt()).toBeNull();
    sessionStorage.setItem('deposit.topUpAttempt', 'not json');
    expect(readAttempt()).toBeNull();
  });
});
