import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { epochMs } from '../contract-fields';
import { inviteCodeField, newPasswordField, phoneField, smsCodeField } from '../field-rules';

// spec 000 §6/§7: SMS codes and registration for visitors of the standalone PWA.
// sendmsg is user-signed (the catalogue says so); the fission (recommend) SMS and
// registerByCode are bidder-signed: spec 000 §6 names the bidder identity for
// registration. The password travels AES-encrypted like the login's.

const phone = phoneField();

// Registration, and the margin password (to the signed-in user's own phone only): no call
// logs in with an SMS code, so none is sent for it.
export const smsPurpose = z.enum(['register', 'marginPassword']);

export const smsSent = z.object({
  /** Seconds before another code can be asked for this phone. */
  resendAfterSeconds: z.int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.int(),
});

export const sendSms = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/user/sendmsg',
  summary: 'Sends a 6-digit SMS code (rate-limited per phone).',
  sign: 'user',
  input: z.object({ phone, purpose: smsPurpose }),
  data: smsSent,
});

export const sendRecommendSms = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/user/recommend/sendmsg',
  summary: 'Sends the registration SMS code of an invited visitor (rate-limited per phone).',
  sign: 'bidder',
  input: z.object({ phone, inviteCode: z.optional(inviteCodeField()) }),
  data: smsSent,
});

export const registerByCode = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/user/registerByCode',
  summary: 'Registers a visitor with an SMS code; answers a token like the login.',
  sign: 'bidder',
  encrypt: ['password'],
  input: z.object({
    phone,
    code: smsCodeField(),
    password: newPasswordField(),
    inviteCode: z.optional(inviteCodeField()),
  }),
  data: z.object({ token: z.string().check(z.minLength(1)), userId: z.int() }),
});

export const profile = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/profile',
  summary: 'The signed-in user’s profile.',
  input: noInput,
  data: z.object({
    id: z.int(),
    nickName: z.string(),
    phoneMasked: z.string(),
    biddingNo: z.nullable(z.string()),
    sellerId: z.nullable(z.int()),
    registeredAt: epochMs(),
    invitedBy: z.nullable(z.string()),
  }),
});
