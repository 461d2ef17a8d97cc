/**
 * Bank card number rules of the bank wallet (spec 000 §2 /bankAdd): the Luhn
 * checksum (ISO/IEC 7812) and the issuing bank read from the number's BIN (its
 * first six digits). The table holds debit-card BINs of real Chinese banks; a
 * number from another issuer is refused, as the demo bank cannot reach it.
 */

export interface CardBank {
  code: string;
  name: string;
}

const BANKS = {
  PAB: '平安银行',
  ICBC: '工商银行',
  ABC: '农业银行',
  CCB: '建设银行',
  BOC: '中国银行',
  CMB: '招商银行',
  BOCOM: '交通银行',
  PSBC: '邮储银行',
} as const;

export type BankCode = keyof typeof BANKS;

/** BIN (first six digits) → the issuing bank's code. */
export const CARD_BINS: Readonly<Record<string, BankCode>> = {
  '622298': 'PAB',
  '623058': 'PAB',
  '622202': 'ICBC',
  '621226': 'ICBC',
  '622848': 'ABC',
  '621700': 'CCB',
  '436742': 'CCB',
  '621661': 'BOC',
  '601382': 'BOC',
  '621483': 'CMB',
  '622588': 'CMB',
  '622260': 'BOCOM',
  '621799': 'PSBC',
};

export const SUPPORTED_BANKS: readonly CardBank[] = Object.entries(BANKS).map(([code, name]) => ({
  code,
  name,
}));

export const CARD_MESSAGES = {
  format: '银行卡号为 16–19 位数字',
  checksum: '银行卡号有误，请核对',
  unsupported: '暂不支持该银行的银行卡',
} as const;

/** 16–19 digits (spaces the user typed are removed before this). */
export const CARD_NO_RULE = /^\d{16,19}$/;

/** The Luhn checksum: every second digit from the right doubled, the sum a multiple of 10. */
export function luhnValid(cardNo: string): boolean {
  if (!/^\d+$/.test(cardNo)) return false;
  let sum = 0;
  for (let i = 0; i < cardNo.length; i += 1) {
    let digit = Number(cardNo[cardNo.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The issuing bank of a card number, or undefined when its BIN is not in the table. */
export function bankOfCard(cardNo: string): CardBank | undefined {
  const code = CARD_BINS[cardNo.slice(0, 6)];
  return code ? { code, name: BANKS[code] } : undefined;
}

export type CardCheck = { ok: true; bank: CardBank } | { ok: false; msg: string };

/** Every rule of a card number in the order the user reads them: format, checksum, bank. */
export function checkCardNo(raw: string): CardCheck {
  const cardNo = raw.replace(/\s+/g, '');
  if (!CARD_NO_RULE.test(cardNo)) return { ok: false, msg: CARD_MESSAGES.format };
  if (!luhnValid(cardNo)) return { ok: false, msg: CARD_MESSAGES.checksum };
  const bank = bankOfCard(cardNo);
  return bank ? { ok: true, bank } : { ok: false, msg: CARD_MESSAGES.unsupported };
}
