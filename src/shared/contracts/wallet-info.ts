import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents } from '../contract-fields';

// spec 000 §7 pingan/wallet: the wallet's balance read, apart from the other wallet
// calls (wallet.ts) and their form rules (wallet-fields.ts): every money screen shows
// a balance, and a contract file is bundled whole (route budget).

/** What a user may do with the wallet (spec 000 §7 user/wallet/function/query). */
export const walletFunction = z.enum(['RECHARGE', 'WITHDRAW', 'TRANSFER', 'PAY_SELLER', 'RECEIVE']);
export type WalletFunction = z.infer<typeof walletFunction>;

export const walletStatus = z.enum(['NONE', 'REGISTERED', 'OPEN']);

/** /myWallet: the balance, its frozen part and what the user may do. */
export const walletView = z.object({
  status: walletStatus,
  /** Posted money: available + frozen. */
  balanceCents: cents(),
  availableCents: cents(),
  /** Held for withdrawals the bank has not settled. */
  frozenCents: cents(),
  /** Recharges on their way in (not yet spendable). */
  incomingCents: cents(),
  realNameMasked: z.nullable(z.string()),
  phoneMasked: z.nullable(z.string()),
  functions: z.array(walletFunction),
});
export type WalletView = z.infer<typeof walletView>;

export const walletInfo = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/wallet',
  summary: 'The caller’s bank wallet: balance, frozen part, money on its way in, functions.',
  input: noInput,
  data: walletView,
});
