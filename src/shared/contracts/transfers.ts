import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { cents, epochMs } from '../contract-fields';
import { amountCents } from '../money-rules';

// spec 000 §2 /fundsTransferIn, /fundsTransferOut and the mutual fund transfer
// to a seller: immediate ledger transfers (no bank in between).

/** WALLET_TO_MARGIN: into the margin account; MARGIN_TO_WALLET: back to the wallet. */
export const transferDirection = z.enum(['WALLET_TO_MARGIN', 'MARGIN_TO_WALLET']);

export const walletTransfer = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/transfer',
  summary: 'Moves money between the caller’s wallet and margin account, at once.',
  input: z.object({ direction: transferDirection, amountCents: amountCents() }),
  data: z.object({
    transferNo: z.string(),
    direction: transferDirection,
    amountCents: cents(),
    walletAvailableCents: cents(),
    marginAvailableCents: cents(),
    createdAt: epochMs(),
  }),
});

const toSellerAnswer = z.object({
  transferNo: z.string(),
  status: z.literal('SUCCESS'),
  amountCents: cents(),
  sellerId: z.int(),
  remark: z.string(),
  createdAt: epochMs(),
});

export const mutualFundToSeller = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/dh/auction/user/pingan/mutual/fund/toSeller',
  summary: 'Pays a seller (by seller id) from the caller’s wallet into the seller’s wallet.',
  input: z.object({
    sellerId: z.int(),
    amountCents: amountCents(),
    remark: z.optional(z.string().check(z.maxLength(40, '备注最多 40 个字'))),
  }),
  data: toSellerAnswer,
});

export const mutualFundToSellerResult = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/pingan/mutual/fund/toSeller/result',
  summary: 'One of the caller’s payments to a seller.',
  input: z.object({ transferNo: z.string() }),
  data: toSellerAnswer,
});
