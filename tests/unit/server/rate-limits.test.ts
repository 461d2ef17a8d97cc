import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, NOBODY_PASSWORD_HASH, verifyPassword } from '../../../server/db/password';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import type { Endpoint } from '../../../src/shared/contract';
import { loginByPassword } from '../../../src/shared/contracts/user';
import { sendSms } from '../../../src/shared/contracts/user-registration';
import { readSecrets } from '../../../server/config';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import {
  DEFAULT_RATE_LIMITS,
  readRateLimits,
  type RateLimits,
} from '../../../server/http/rate-limits';
import type * as PasswordModule from '../../../server/db/password';
import { makeServer } from './server-fixture';
import { injectCall, wireParams } from './wire-client';

const LIMITS: RateLimits = {
  login: { perClient: { max: 3, windowMs: 60_000 }, overall: { max: 5, windowMs: 60_000 } },
  sms: { perClient: { max: 2, windowMs: 60_000 }, overall: { max: 3, windowMs: 60_000 } },
  register: { perClient: { max: 2, windowMs: 60_000 }, overall: { max: 3, windowMs: 60_000 } },
};

vi.mock('../../../server/db/password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let stamp = Date.now();

async function send(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  remoteAddress: string,
) {
  stamp += 1; // a fresh signature each call (a repeated one is a replay)
  const params = wireParams(endpoint, input, readSecrets(), stamp);
  const response = await app.inject({ ...injectCall(endpoint, params, {}), remoteAddress });
  return { status: response.statusCode, body: response.json<{ code: string; msg: string }>() };
}

const seller = DEMO_USERS.seller;
const wrong = { phone: seller.phone, password: 'wrong-Pass1' };

describe('rate limits per client address and overall (issue 14 item 5)', () => {
  it('a client over its login limit gets 429 with the envelope; another client goes on', async () => {
    const app = await makeServer({ rateLimits: LIMITS, now: () => stamp });
    for (let i = 0; i < 3; i += 1) {
      expect((await send(app, loginByPassword, wrong, '10.0.0.1')).status).toBe(200);
    }
    const refused = await send(app, loginByPassword, wrong, '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ...BUSINESS_ERRORS.tooManyRequests, data: null });
    const other = await send(app, loginByPassword, seller, '10.0.0.2');
    expect(other.body.code).toBe('0000');
  });

  it('all clients together stop at the overall limit', async () => {
    const app = await makeServer({ rateLimits: LIMITS, now: () => stamp });
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await send(app, loginByPassword, wrong, `10.0.1.${i}`)).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('the registration check answers only inside the SMS limit', async () => {
    const app = await makeServer({ rateLimits: LIMITS, now: () => stamp });
    const ask = (phone: string) => send(app, sendSms, { phone, purpose: 'register' }, '10.0.2.1');
    expect((await ask(DEMO_USERS.bidder.phone)).body.code).toBe(
      BUSINESS_ERRORS.phoneRegistered.code,
    );
    expect((await ask('13711110000')).body.code).toBe('0000');
    const third = await ask(DEMO_USERS.seller.phone);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(BUSINESS_ERRORS.tooManyRequests.code);
  });

  it('RATE_LIMITS=0 turns them off; they are on by default', () => {
    expect(readRateLimits({})).toBe(DEFAULT_RATE_LIMITS);
    expect(readRateLimits({ RATE_LIMITS: '0' })).toBe(false);
  });
});

describe('password lock-out per client (issue 14 item 5)', () => {
  it('five wrong passwords from one address do not lock the owner out elsewhere', async () => {
    const app = await makeServer({ now: () => stamp });
    for (let i = 0; i < 5; i += 1) {
      const failed = await send(app, loginByPassword, wrong, '10.0.3.1');
      expect(failed.body.code).toBe(BUSINESS_ERRORS.wrongPassword.code);
    }
    const attacker = await send(app, loginByPassword, seller, '10.0.3.1');
    expect(attacker.body.code).toBe(BUSINESS_ERRORS.loginLocked.code);
    const owner = await send(app, loginByPassword, seller, '10.0.3.2');
    expect(owner.body.code).toBe('0000');
  });
});

describe('an unknown phone’s login costs the same hash (issue 14 item 5)', () => {
  // Structural, not timed: an unknown phone runs the same scrypt, against a stand-in hash of
  // the same cost, as a known phone with a wrong password does.
  it('verifies against a stand-in hash of the same form as a real one', async () => {
    const verify = vi.mocked(verifyPassword);
    const app = await makeServer({ now: () => stamp });
    verify.mockClear();
    await send(app, loginByPassword, { phone: '13799990000', password: 'wrong-Pass1' }, '10.0.4.1');
    expect(verify).toHaveBeenCalledExactlyOnceWith('wrong-Pass1', NOBODY_PASSWORD_HASH);
    verify.mockClear();
    await send(app, loginByPassword, { phone: seller.phone, password: 'wrong-Pass1' }, '10.0.4.1');
    expect(verify).toHaveBeenCalledOnce();
    const shape = (hash: string) =>
      hash.split('$').map((part, i) => (i === 0 ? part : part.length));
    expect(shape(NOBODY_PASSWORD_HASH)).toEqual(shape(await hashPassword('any')));
  });
});
