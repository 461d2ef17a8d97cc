import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents, epochMs, pageInput, pageOf } from '../contract-fields';
import { bankSmsCode, idCardNo, realName, smsSentToBank, walletPhone } from './wallet-fields';
import { walletFunction, walletStatus, walletView } from './wallet-info';

// spec 000 §7 "Bank wallet calls under /api/dh/auction/user/pingan/...": the
// catalogue does not show these paths; they are the project's, in the family of
// pingan/bank/*. Opening: the bank's SMS, register (real name), sign, open.

export const WALLET_CONTRACT_VERSION = 'wallet-2024-01';

export const walletDynamicCode = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/dynamic/code',
  summary: 'The bank’s 6-digit SMS code for opening the wallet or binding a card.',
  input: z.object({ phone: walletPhone(), scene: z.enum(['OPEN', 'BIND']) }),
  data: smsSentToBank,
});

export const walletRegister = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'optional',
  path: '/api/dh/auction/user/pingan/register',
  summary: 'Registers the wallet’s real name, identity card and phone (the bank’s SMS code).',
  encrypt: ['idCard'],
  input: z.object({
    realName: realName(),
    idCard: idCardNo(),
    phone: walletPhone(),
    smsCode: bankSmsCode(),
  }),
  data: walletView,
});

export const signWalletContract = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/sign/contract',
  summary: 'Signs the wallet service agreement (signing again keeps the first signature).',
  input: z.object({ version: z.literal(WALLET_CONTRACT_VERSION) }),
  data: z.object({ version: z.string(), signedAt: epochMs() }),
});

export const walletOpen = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'optional',
  path: '/api/dh/auction/user/pingan/open',
  summary: 'Opens the registered wallet once its agreement is signed.',
  input: noInput,
  data: walletView,
});

export const sellerAccountOpen = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'optional',
  path: '/api/dh/auction/user/seller/account/open',
  summary: 'Opens the seller’s receiving account on the open wallet (money from buyers).',
  input: noInput,
  data: walletView,
});

export const walletFunctionQuery = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/dh/auction/user/wallet/function/query',
  summary: 'Which wallet functions the caller has, and what opening still needs.',
  input: noInput,
  data: z.object({
    status: walletStatus,
    contractSigned: z.boolean(),
    sellerAccount: z.boolean(),
    functions: z.array(walletFunction),
  }),
});

export const bankBrandPage = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/brand/page',
  summary: 'The banks whose cards the wallet takes, with their quick-pay limits, a page at a time.',
  input: z.object(pageInput),
  data: pageOf(
    z.object({
      code: z.string(),
      name: z.string(),
      singleLimitCents: cents(),
      dailyLimitCents: cents(),
    }),
  ),
});
