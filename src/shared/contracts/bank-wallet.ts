import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { epochMs, pageInput, pageOf } from '../contract-fields';

// spec 000 §7 "Bank wallet calls under /api/dh/auction/user/pingan/...". The
// catalogue does not show the bank-card paths; these are the project's.

/** 1 transfer-in, 2 transfer-out (spec 000 §3 "useType"). */
export const bankUseType = z.union([z.literal(1), z.literal(2)]);
export type BankUseType = z.infer<typeof bankUseType>;

export const bankCard = z.object({
  id: z.int(),
  bankName: z.string(),
  cardNoMasked: z.string(),
  useType: bankUseType,
  isDefault: z.boolean(),
});
export type BankCard = z.infer<typeof bankCard>;

export const bankCardDetail = z.extend(bankCard, {
  cardType: z.string(),
  holderNameMasked: z.string(),
  phoneMasked: z.string(),
  branchName: z.string(),
  boundAt: epochMs(),
});
export type BankCardDetail = z.infer<typeof bankCardDetail>;

// spec 000 §9: the app's bank lists load 3 items per page.
export const BANK_LIST_PAGE_SIZE = 3;

export const bankList = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/bank/list',
  summary: 'The user’s bank cards of one use type, a page at a time (pageIndex from 1).',
  input: z.object({ ...pageInput, useType: bankUseType }),
  data: pageOf(bankCard),
});

export const bankDetail = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/bank/detail',
  summary: 'One of the user’s bank cards.',
  input: z.object({ cardId: z.int() }),
  data: bankCardDetail,
});

/** The card becomes the default of its use type; the previous default stops being one. */
export const setDefaultBank = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/bank/setDefault',
  summary: 'Makes one of the user’s cards the default of its use type.',
  input: z.object({ cardId: z.int() }),
  data: bankCard,
});
