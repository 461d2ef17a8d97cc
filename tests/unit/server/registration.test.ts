import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import type { Endpoint } from '../../../src/shared/contract';
import { loginByPassword } from '../../../src/shared/contracts/user';
import {
  profile,
  registerByCode,
  sendRecommendSms,
  sendSms,
} from '../../../src/shared/contracts/user-registration';
import { readSecrets } from '../../../server/config';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { makeServer } from './server-fixture';
import { injectCall, wireParams } from './wire-client';

const NEW_PHONE = '13712345678';

/** A server on a clock the test moves, and a caller that signs with that clock. */
async function world() {
  const clock = { now: Date.now() };
  const app = await makeServer({ now: () => clock.now });
  // A real app's clock moves between calls; the same signature twice is a replay (SIGN03).
  let sent = 0;
  const call = async (
    endpoint: Endpoint,
    input: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    sent += 1;
    const params = wireParams(endpoint, input, readSecrets(), clock.now + sent);
    const response = await app.inject(injectCall(endpoint, params, headers));
    return response.json<{ code: string; msg: string; data: Record<string, unknown> | null }>();
  };
  return { app, clock, call };
}

async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: `/__dev/sms?phone=${phone}` });
  return answer.json<{ codes: Array<{ code: string }> }>().codes[0]?.code ?? '';
}

describe('registration by SMS code', () => {
  it('registers a visitor, who can then log in with the password and read their profile', async () => {
    const { app, call } = await world();
    const sent = await call(sendSms, { phone: NEW_PHONE, purpose: 'register' });
    expect(sent).toMatchObject({
      code: '0000',
      data: { resendAfterSeconds: 60, expiresInSeconds: 300 },
    });
    const code = await lastCode(app, NEW_PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const registered = await call(registerByCode, {
      phone: NEW_PHONE,
      code,
      password: 'Pass1234',
      inviteCode: 'BD20240002',
    });
    expect(registered.code).toBe('0000');
    const token = String(registered.data?.token);

    const me = await call(profile, {}, { token });
    expect(me.data).toMatchObject({
      phoneMasked: '137****5678',
      nickName: '用户5678',
      invitedBy: 'BD20240002',
    });
    expect(String(me.data?.biddingNo)).toMatch(/^BD\d{4}\d{4,}$/);

    const login = await call(loginByPassword, { phone: NEW_PHONE, password: 'Pass1234' });
    expect(login.code).toBe('0000');
  });

  it('refuses a wrong code, an expired code, a used code and a weak password with clear codes', async () => {
    const { app, clock, call } = await world();
    await call(sendSms, { phone: NEW_PHONE, purpose: 'register' });
    const code = await lastCode(app, NEW_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (c: string, password = 'Pass1234') =>
      call(registerByCode, { phone: NEW_PHONE, code: c, password });

    expect((await attempt(wrong)).code).toBe(BUSINESS_ERRORS.smsCodeWrong.code);
    // The contract's password rule: the kit's input check refuses it before the handler.
    expect(await attempt(code, 'short')).toMatchObject({ code: '400' });
    expect((await attempt(code, 'abcdefgh')).msg).toContain('password');

    clock.now += 5 * 60_000 + 1;
    expect(await attempt(code)).toMatchObject({
      code: BUSINESS_ERRORS.smsCodeExpired.code,
      msg: '验证码已过期，请重新获取',
    });

    await call(sendSms, { phone: NEW_PHONE, purpose: 'register' });
    const fresh = await lastCode(app, NEW_PHONE);
    expect((await attempt(fresh)).code).toBe('0000');
    // The phone is now registered: its code cannot be reused, nor a new one asked.
    expect((await attempt(fresh)).code).toBe(BUSINESS_ERRORS.phoneRegistered.code);
    expect((await call(sendSms, { phone: NEW_PHONE, purpose: 'register' })).code).toBe(
      BUSINESS_ERRORS.phoneRegistered.code,
    );
  });

  it('kills a code after five wrong tries', async () => {
    const { app, call } = await world();
    await call(sendRecommendSms, { phone: NEW_PHONE });
    const code = await lastCode(app, NEW_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await call(registerByCode, { phone: NEW_PHONE, code: wrong, password: 'Pass1234' });
    }
    const late = await call(registerByCode, { phone: NEW_PHONE, code, password: 'Pass1234' });
    expect(late.code).toBe(BUSINESS_ERRORS.smsCodeExpired.code);
  });

  it('rate-limits codes per phone: one a minute, ten a day', async () => {
    const { clock, call } = await world();
    const send = () => call(sendSms, { phone: NEW_PHONE, purpose: 'register' });
    expect((await send()).code).toBe('0000');
    expect((await send()).code).toBe(BUSINESS_ERRORS.smsTooFrequent.code);
    for (let i = 1; i < 10; i += 1) {
      clock.now += 61_000;
      expect((await send()).code).toBe('0000');
    }
    clock.now += 61_000;
    expect((await send()).code).toBe(BUSINESS_ERRORS.smsDailyLimit.code);
    clock.now += 24 * 3_600_000;
    expect((await send()).code).toBe('0000');
  });

  it('sends no login codes (nothing accepts them), and checks the user signature', async () => {
    const { app, clock, call } = await world();
    for (const phone of [NEW_PHONE, DEMO_USERS.bidder.phone]) {
      const answer = await call(sendSms, { phone, purpose: 'login' });
      expect(answer.code).toBe(BUSINESS_ERRORS.badInput.code);
      expect(answer.msg).toContain('purpose');
    }
    expect(await lastCode(app, DEMO_USERS.bidder.phone)).toBe('');
    const unsigned = await app.inject({
      method: 'POST',
      url: sendSms.path,
      payload: { phone: NEW_PHONE, purpose: 'register', timestamp: clock.now, sign: 'NOPE' },
    });
    expect(unsigned.json().code).toBe(BUSINESS_ERRORS.signature.code);
  });
});

describe('password login lock-out', () => {
  it('locks a phone after five failures in 15 minutes, then lets it in again', async () => {
    const { clock, call } = await world();
    const phone = DEMO_USERS.seller.phone;
    for (let i = 0; i < 5; i += 1) {
      const failed = await call(loginByPassword, { phone, password: 'wrong-1' });
      expect(failed.code).toBe(BUSINESS_ERRORS.wrongPassword.code);
    }
    const locked = await call(loginByPassword, { phone, password: DEMO_USERS.seller.password });
    expect(locked.code).toBe(BUSINESS_ERRORS.loginLocked.code);
    clock.now += 15 * 60_000 + 1;
    const ok = await call(loginByPassword, { phone, password: DEMO_USERS.seller.password });
    expect(ok.code).toBe('0000');
  });
});
