import { describe, expect, it } from 'vitest';
import {
  cardHint,
  checkCardForm,
  groupCardNo,
  type CardForm,
} from '../../../../src/features/records/card-form';
import { luhnValid } from '../../../../src/shared/card-rules';

function withCheckDigit(head: string): string {
  const digit = [...'0123456789'].find((d) => luhnValid(`${head}${d}`)) ?? '';
  return `${head}${digit}`;
}

const CMB = withCheckDigit('621483000042424242');
const WRONG_SUM = `${CMB.slice(0, -1)}${(Number(CMB.at(-1)) + 1) % 10}`;

describe('the card number as typed', () => {
  it('groups digits by four and drops anything else, at most 19 digits', () => {
    expect(groupCardNo('6214830000')).toBe('6214 8300 00');
    expect(groupCardNo('6214-8300 00ab')).toBe('6214 8300 00');
    expect(groupCardNo('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it.each<[string, string | null, string | null]>([
    ['62148', null, null],
    ['621483', '招商银行', null],
    ['6214 8300 00', '招商银行', null],
    [groupCardNo(CMB), '招商银行', null],
    [groupCardNo(WRONG_SUM), '招商银行', '银行卡号有误，请核对'],
    ['999999', null, '暂不支持该银行的银行卡'],
  ])('%s → bank %s, problem %s', (typed, bank, problem) => {
    expect(cardHint(typed)).toEqual({ bank, problem });
  });
});

describe('checkCardForm: the contract’s own rules before the call', () => {
  const valid: CardForm = {
    useType: 2,
    cardNo: groupCardNo(CMB),
    holderName: ' 赵雨桐 ',
    phone: '13800000004',
    smsCode: '123456',
  };

  it('sends the digits, trimmed fields and the use type', () => {
    expect(checkCardForm(valid)).toEqual({
      errors: {},
      input: { ...valid, cardNo: CMB, holderName: '赵雨桐' },
    });
  });

  it.each<[keyof CardForm, string, string]>([
    ['cardNo', groupCardNo(WRONG_SUM), '银行卡号有误，请核对'],
    ['cardNo', '1234', '银行卡号为 16–19 位数字'],
    ['holderName', 'Tom', '请输入与身份证一致的中文姓名'],
    ['phone', '12345678901', '请输入正确的手机号'],
    ['smsCode', '12345', '请输入 6 位短信验证码'],
  ])('%s %j is refused with “%s”', (field, value, message) => {
    const checked = checkCardForm({ ...valid, [field]: value });
    expect(checked.input).toBeNull();
    expect(checked.errors[field as Exclude<keyof CardForm, 'useType'>]).toBe(message);
  });
});
