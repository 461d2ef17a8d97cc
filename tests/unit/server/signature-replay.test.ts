import { describe, expect, it } from 'vitest';
import { readSecrets } from '../../../server/config';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { buildLoginBody } from '../../../server/dev/login-client';
import { SeenSignatures } from '../../../server/http/seen-signatures';
import { checkSignature, SIGNATURE_WINDOW_MS } from '../../../server/http/sign-check';
import { makeServer } from './server-fixture';

const LOGIN = '/api/dh/auction/user/app/loginByPassword';
const NOW = 1_800_000_000_000;
const { phone, password } = DEMO_USERS.seller;

describe('signed calls cannot be replayed (issue 14 item 6)', () => {
  it('the same signed login body twice gives one token, then SIGN03', async () => {
    let now = NOW;
    const app = await makeServer({ now: () => now });
    const payload = buildLoginBody(phone, password, NOW, readSecrets());
    const first = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(first.json().code).toBe('0000');
    now = NOW + 4 * 60_000; // still inside the ±5 minute window of its timestamp
    const again = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(again.json()).toEqual({ code: 'SIGN03', msg: '重复的请求，请重新操作', data: null });
  });

  it('a fresh signature of the same login is accepted', async () => {
    let now = NOW;
    const app = await makeServer({ now: () => now });
    const first = buildLoginBody(phone, password, NOW, readSecrets());
    expect((await app.inject({ method: 'POST', url: LOGIN, payload: first })).json().code).toBe(
      '0000',
    );
    now += 1;
    const second = buildLoginBody(phone, password, now, readSecrets());
    expect((await app.inject({ method: 'POST', url: LOGIN, payload: second })).json().code).toBe(
      '0000',
    );
  });

  it('a refused call (wrong password) also spends its signature', async () => {
    const app = await makeServer({ now: () => NOW });
    const payload = buildLoginBody(phone, 'wrong-Pass1', NOW, readSecrets());
    expect((await app.inject({ method: 'POST', url: LOGIN, payload })).json().code).toBe('CB0101');
    expect((await app.inject({ method: 'POST', url: LOGIN, payload })).json().code).toBe('SIGN03');
  });
});

describe('SeenSignatures', () => {
  it('forgets a signature once its timestamp has left the window, and prunes', () => {
    const seen = new SeenSignatures();
    expect(seen.firstUse('user', 'A', NOW, NOW)).toBe(true);
    expect(seen.firstUse('user', 'A', NOW, NOW + SIGNATURE_WINDOW_MS)).toBe(false);
    // Another identity's identical sign is another call.
    expect(seen.firstUse('bidder', 'A', NOW, NOW)).toBe(true);
    const later = NOW + SIGNATURE_WINDOW_MS + 120_000;
    expect(seen.firstUse('user', 'B', later, later)).toBe(true);
    expect(seen.size).toBe(1);
  });
});

describe('signature comparison', () => {
  it('refuses a sign of another length or case without throwing', () => {
    const secrets = readSecrets();
    const body = buildLoginBody(phone, password, NOW, secrets);
    expect(checkSignature(body, secrets.signSecrets.user, NOW)).toBe('valid');
    for (const sign of ['', 'A', `${String(body.sign)}0`, String(body.sign).toLowerCase()]) {
      if (sign === body.sign) continue;
      expect(checkSignature({ ...body, sign }, secrets.signSecrets.user, NOW)).toBe('invalid');
    }
  });
});
