import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { bankCardDetail, bankUseType } from './bank-wallet';
import { bankSmsCode, cardNumber, realName, walletPhone } from './wallet-fields';

// spec 000 §2 /bankAdd and unbinding: the bank-card calls besides list, detail and
// setDefault (bank-wallet.ts), in the same pingan/bank/* family. The card number is
// checked (Luhn, a known BIN) before the call; the bank is read from the number.

export const bindBankCard = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/bank/bind',
  summary: 'Binds a card (bank from its BIN) after the bank’s SMS code to its reserved phone.',
  encrypt: ['cardNo'],
  input: z.object({
    cardNo: cardNumber(),
    holderName: realName(),
    phone: walletPhone(),
    smsCode: bankSmsCode(),
    useType: bankUseType,
  }),
  data: bankCardDetail,
});

export const unbindBankCard = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/bank/unbind',
  summary: 'Unbinds one of the caller’s cards (its past payments keep naming it).',
  input: z.object({ cardId: z.int() }),
  data: z.object({ cardId: z.int(), unbound: z.literal(true) }),
});
