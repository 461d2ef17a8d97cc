import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { aesEncrypt } from '../../../src/shared/cipher';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { defineEndpoint } from '../../../src/shared/contract';
import { signParams } from '../../../src/shared/sign';
import { AREAS } from '../../../server/areas/index';
import { readSecrets } from '../../../server/config';
import type { ServerOptions } from '../../../server/app';
import { defineArea } from '../../../server/kit/area';
import { fail } from '../../../server/kit/failure';
import { makeServer } from './server-fixture';

// Test-only endpoints: each call the handler really runs adds to a counter.
export const pay = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/test/pay',
  summary: 'test',
  input: z.object({ amountCents: z.int(), note: z.optional(z.string()) }),
  data: z.object({ paidCents: z.int(), runs: z.int() }),
});
export const note = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'optional',
  path: '/api/test/note',
  summary: 'test',
  input: z.object({}),
  data: z.object({ runs: z.int() }),
});
// Signed with an AES field, as the money calls of spec 000 §7.
export const signedPay = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/test/signed-pay',
  summary: 'test',
  sign: 'user',
  encrypt: ['pin'],
  input: z.object({ pin: z.string().check(z.length(6)), amountCents: z.int() }),
  data: z.object({ paidCents: z.int(), runs: z.int() }),
});

/** How a handler run ends: amountCents picks it, so a test can steer each call. */
export const AMOUNT = { forbidden: 20_000, throws: 666, breaksContract: 777 } as const;

export interface Runs {
  pay: number;
  note: number;
  signedPay: number;
  /** When set, each pay run waits for it: the run stays 'in progress' meanwhile. */
  gate: Promise<void> | null;
}

export function idempotencyServer(opts: Partial<ServerOptions> = {}): {
  runs: Runs;
  server: Promise<FastifyInstance>;
} {
  const runs: Runs = { pay: 0, note: 0, signedPay: 0, gate: null };
  const area = defineArea('idempotency-test', (route) => {
    route(pay, async ({ input }) => {
      runs.pay += 1;
      if (runs.gate) await runs.gate;
      if (input.amountCents === AMOUNT.forbidden) return fail(BUSINESS_ERRORS.forbidden);
      if (input.amountCents === AMOUNT.throws) throw new Error('the bank went away');
      if (input.amountCents === AMOUNT.breaksContract) {
        return JSON.parse('{"paidCents":"7","runs":0}') as { paidCents: number; runs: number };
      }
      return { paidCents: input.amountCents, runs: runs.pay };
    });
    route(note, () => {
      runs.note += 1;
      return { runs: runs.note };
    });
    route(signedPay, ({ input }) => {
      runs.signedPay += 1;
      return { paidCents: input.amountCents, runs: runs.signedPay };
    });
  });
  return { runs, server: makeServer({ areas: [...AREAS, area], ...opts }) };
}

export const KEY = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

/** A signed signedPay body as the app sends it: pin encrypted, then timestamp and sign. */
export function signedPayBody(pin: string, amountCents: number, timestamp: number) {
  const secrets = readSecrets();
  const params = { pin: aesEncrypt(pin, secrets.testTokenAesKey), amountCents };
  return { ...params, timestamp, sign: signParams(params, timestamp, secrets.signSecrets.user) };
}

/** POST /api/test/pay with the key. */
export function sendPay(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  key = KEY,
) {
  return app.inject({
    method: 'POST',
    url: '/api/test/pay',
    headers: { token, 'idempotency-key': key },
    payload,
  });
}
