import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { passwordField, phoneField } from '../field-rules';

// spec 000 §7 "login and registration calls" and the start-up user lookup.

export const userInfo = z.object({
  id: z.int(),
  nickName: z.string(),
  phone: z.string(),
  sellerId: z.nullable(z.int()),
  biddingNo: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** The user behind the `token` header (spec 000 §7: the user-id request at start). */
export const checkToken = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/check/token',
  summary: 'The user of the token header; its id is stored as userId.',
  input: noInput,
  data: userInfo,
});

/** User-signed; phone and password travel AES-encrypted. */
export const loginByPassword = defineEndpoint({
  method: 'POST',
  auth: 'none',
  path: '/api/dh/auction/user/app/loginByPassword',
  summary: 'Password login; answers a token for the token header.',
  sign: 'user',
  encrypt: ['phone', 'password'],
  input: z.object({ phone: phoneField(), password: passwordField() }),
  data: z.object({
    token: z.string().check(z.minLength(1)),
    userId: z.int(),
  }),
});

/**
 * Logout: the server revokes the token of the `token` header at once (it stops working on
 * every call); the app then forgets it. `revoked` is false for a token already gone.
 */
export const logout = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/dh/auction/user/logout',
  summary: 'Logout: revokes the token of the token header at once.',
  input: noInput,
  data: z.object({ revoked: z.boolean() }),
});
