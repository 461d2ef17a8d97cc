import { bankOfCard, checkCardNo } from '../../shared/card-rules';
import { bindBankCard } from '../../shared/contracts/bank-cards';
import type { BankUseType } from '../../shared/contracts/bank-wallet';

export interface CardForm {
  useType: BankUseType;
  cardNo: string;
  holderName: string;
  phone: string;
  smsCode: string;
}

export type CardField = Exclude<keyof CardForm, 'useType'>;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD_FORM: Omit<CardForm, 'useType'> = {
  cardNo: '',
  holderName: '',
  phone: '',
  smsCode: '',
};

/** The digits of a typed card number (spaces and dashes the user typed or pasted dropped). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Groups of four as the card shows them: "6222 0212 3456 7890 123". */
export function groupCardNo(typed: string): string {
  return cardDigits(typed)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The bank shown while the number is typed: from the BIN once six digits are
 * in, the checksum's verdict once the number is long enough to be whole.
 */
export function cardHint(typed: string): { bank: string | null; problem: string | null } {
  const digits = cardDigits(typed);
  if (digits.length < 6) return { bank: null, problem: null };
  const bank = bankOfCard(digits)?.name ?? null;
  if (digits.length < 16) return { bank, problem: bank ? null : '暂不支持该银行的银行卡' };
  const checked = checkCardNo(digits);
  return { bank, problem: checked.ok ? null : checked.msg };
}

const SHAPE = bindBankCard.input.shape;

/** The first message of one field's contract rule (the server refuses with the same), or null. */
export function fieldError(field: CardField, value: string): string | null {
  const schema = SHAPE[field];
  const result = schema.safeParse(field === 'cardNo' ? cardDigits(value) : value.trim());
  return result.success ? null : (result.error.issues[0]?.message ?? '输入有误');
}

/** Every field checked with the contract's own schema; the input to send when all pass. */
export function checkCardForm(form: CardForm): { errors: CardErrors; input: CardForm | null } {
  const errors: CardErrors = {};
  for (const field of ['cardNo', 'holderName', 'phone', 'smsCode'] as const) {
    const message = fieldError(field, form[field]);
    if (message) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      useType: form.useType,
      cardNo: cardDigits(form.cardNo),
      holderName: form.holderName.trim(),
      phone: form.phone.trim(),
      smsCode: form.smsCode.trim(),
    },
  };
}
