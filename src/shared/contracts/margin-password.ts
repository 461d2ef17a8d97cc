import * as z from 'zod/mini';
import { defineEndpoint } from '../contract';
import { epochMs } from '../contract-fields';
import { marginPassword } from './payment-fields';

// spec 000 §7: the margin password, set or changed after an SMS check of the
// user's own phone (sendmsg with purpose 'marginPassword', then verify/code).

export const verifyCode = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/verify/code',
  summary:
    'Checks the SMS code sent to the user’s phone; answers a ticket for the password change.',
  input: z.object({
    code: z.string().check(z.regex(/^\d{6}$/, '验证码为 6 位数字')),
    purpose: z.literal('marginPassword'),
  }),
  data: z.object({ ticket: z.string(), expiresAt: epochMs() }),
});

export const marginPasswordUpdate = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'optional',
  path: '/api/dh/auction/user/margin/password/update',
  summary: 'Sets or changes the margin password with a ticket of verify/code (stored hashed).',
  encrypt: ['password'],
  input: z.object({ ticket: z.string().check(z.minLength(16)), password: marginPassword() }),
  data: z.object({ updatedAt: epochMs() }),
});
