import { describe, expect, it } from 'vitest';
import { bankOfCard, checkCardNo, luhnValid } from '../../../src/shared/card-rules';
import { bindBankCard } from '../../../src/shared/contracts/bank-cards';
import { walletRegister } from '../../../src/shared/contracts/wallet';
import { isIdCard, isPhone } from '../../../src/shared/identity-rules';
import * as appRules from '../../../src/lib/validate';
import {
  checkWalletAmount,
  WALLET_LIMITS,
  walletWithdrawFeeCents,
} from '../../../src/shared/wallet-rules';
import { cardNumberOf } from './wallet-helpers';

const TODAY = new Date(2026, 10, 26);

describe('identity card (CONTRACTS.md isIdCard, shared by app and server)', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['440305198203150014', true],
    ['440305198203150015', false], // wrong check digit
    ['110105194902300027', false], // 30 February
    ['110105203012310021', false], // born in the future
    ['110105491231002', true], // 15 digits, 1949-12-31
    ['110105490230002', false], // 15 digits, 30 February
    ['1101051949123100', false],
    ['11010519491231002Y', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isIdCard(value, TODAY)).toBe(valid);
  });

  it('the app’s validate.ts is the same rule', () => {
    expect(appRules.isIdCard).toBe(isIdCard);
    expect(appRules.isPhone).toBe(isPhone);
  });

  it('the register contract refuses a bad identity card with the form’s message', () => {
    const parsed = walletRegister.input.safeParse({
      realName: '赵云飞',
      idCard: '440305198203150015',
      phone: '13712340000',
      smsCode: '123456',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('请输入正确的身份证号码');
  });
});

describe('phone', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['0912345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['+8613812345678', false],
  ])('%s → %s', (value, valid) => expect(isPhone(value)).toBe(valid));
});

describe('card number (Luhn, BIN)', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['12a4', false],
  ])('luhn %s → %s', (value, valid) => expect(luhnValid(value)).toBe(valid));

  it.each([
    ['622202', '工商银行'],
    ['622848', '农业银行'],
    ['621700', '建设银行'],
    ['621661', '中国银行'],
    ['621483', '招商银行'],
    ['622298', '平安银行'],
    ['622260', '交通银行'],
    ['621799', '邮储银行'],
  ])('BIN %s is %s', (bin, name) => {
    const cardNo = cardNumberOf(bin, '0012345678');
    expect(bankOfCard(cardNo)?.name).toBe(name);
    expect(checkCardNo(cardNo)).toEqual({ ok: true, bank: bankOfCard(cardNo) });
  });

  it.each([
    ['6222 0200 1234 5678', '银行卡号有误，请核对'],
    ['62220200123', '银行卡号为 16–19 位数字'],
    [cardNumberOf('999999', '0012345678'), '暂不支持该银行的银行卡'],
  ])('%s is refused: %s', (cardNo, msg) => {
    const checked = checkCardNo(cardNo);
    expect(checked).toEqual({ ok: false, msg });
    expect(bindBankCard.input.safeParse({ cardNo }).error?.issues[0]?.message).toBe(msg);
  });

  it('spaces the user typed are ignored', () => {
    const cardNo = cardNumberOf('622202', '0012345678');
    expect(checkCardNo(cardNo.replace(/(\d{4})/g, '$1 ')).ok).toBe(true);
  });
});

describe('wallet amounts', () => {
  const daily = {
    kind: 'recharge',
    dailyRemainingCents: WALLET_LIMITS.dailyRechargeCents,
  } as const;
  it.each([
    [100, daily, null],
    [99, daily, '单笔充值不能少于 1.00 元'],
    [5_000_001, daily, '单笔充值不能超过 50,000.00 元'],
    [10_000, { kind: 'recharge', dailyRemainingCents: 9_999 } as const, '已超过今日充值限额'],
    [12.5, daily, '金额格式不正确，最多保留两位小数'],
    [0, daily, '金额必须大于 0'],
    [-100, { kind: 'transfer', availableCents: 1_000 } as const, '金额必须大于 0'],
    [1_000, { kind: 'withdraw', availableCents: 1_000 } as const, null],
    [999, { kind: 'withdraw', availableCents: 5_000 } as const, '提现金额不能少于 10.00 元'],
    [1_001, { kind: 'transfer', availableCents: 1_000 } as const, '金额不能超过可用余额'],
    [
      100_000_001,
      { kind: 'transfer', availableCents: 200_000_000 } as const,
      '单笔金额不能超过 1,000,000.00 元',
    ],
  ])('%s in %o → %s', (amount, scene, msg) => {
    expect(checkWalletAmount(amount, scene)).toEqual(
      msg === null ? { ok: true } : { ok: false, msg },
    );
  });

  it.each([
    [1_000, 200],
    [499_999, 200],
    [500_000, 0],
  ])('withdrawing %s costs %s', (amount, fee) => expect(walletWithdrawFeeCents(amount)).toBe(fee));
});
