import { describe, expect, it } from 'vitest';
import { readSecrets } from '../../../server/config';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { buildLoginBody } from '../../../server/dev/login-client';
import { batchForm, login, makeServer, trackedEvent } from './server-fixture';

const CHECK = '/api/dh/auction/user/check/token';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('GET /__dev/requests', () => {
  it('records method, path, headers, query and body, filtered by path', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: `${CHECK}?from=test`,
      headers: { token: 'abc', channelId: '700000' },
      payload: { hello: '世界' },
    });
    await app.inject({ method: 'GET', url: '/api/other' });
    const { requests } = (
      await app.inject({ method: 'GET', url: `/__dev/requests?path=${CHECK}` })
    ).json();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: CHECK,
      headers: { token: '[redacted]', channelid: '700000' },
      query: { from: 'test' },
      body: { hello: '世界' },
    });
    expect(typeof requests[0].at).toBe('number');
  });

  it('records the body of a faulted call and never the dev calls', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, code: '201' },
    });
    await app.inject({ method: 'POST', url: CHECK, payload: { a: 1 } });
    const { requests } = (await app.inject({ method: 'GET', url: '/__dev/requests' })).json();
    expect(requests).toEqual([expect.objectContaining({ path: CHECK, body: { a: 1 } })]);
  });

  it('keeps the last 200', async () => {
    const app = await makeServer();
    for (let i = 0; i < 205; i += 1) await app.inject({ method: 'GET', url: `/api/n?i=${i}` });
    const { requests } = (await app.inject({ method: 'GET', url: '/__dev/requests' })).json();
    expect(requests).toHaveLength(200);
    expect(requests[0].query).toEqual({ i: '5' });
  });
});

describe('request log redaction', () => {
  it('hides the token header, the sign and the login’s AES fields, and keeps the rest', async () => {
    const app = await makeServer();
    const { phone, password } = DEMO_USERS.seller;
    const body = buildLoginBody(phone, password, Date.now(), readSecrets());
    const login = '/api/dh/auction/user/app/loginByPassword';
    await app.inject({
      method: 'POST',
      url: login,
      headers: { token: 'secret-token', authorization: 'Bearer x', sign: 'S', channelId: '7' },
      payload: body,
    });
    const { requests } = (await app.inject({ method: 'GET', url: '/__dev/requests' })).json();
    expect(requests[0]).toMatchObject({
      headers: {
        token: '[redacted]',
        authorization: '[redacted]',
        sign: '[redacted]',
        channelid: '7',
      },
      body: {
        phone: '[redacted]',
        password: '[redacted]',
        sign: '[redacted]',
        timestamp: body.timestamp,
      },
    });
    expect(JSON.stringify(requests)).not.toContain(String(body.phone));
    expect(JSON.stringify(requests)).not.toContain('secret-token');
  });

  it('hides password, sign and token fields at any depth, in queries too', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: '/api/other?token=t1&page=2',
      payload: { form: { password: 'p', name: '张三' }, list: [{ sign: 's' }] },
    });
    const { requests } = (await app.inject({ method: 'GET', url: '/__dev/requests' })).json();
    expect(requests[0].query).toEqual({ token: '[redacted]', page: '2' });
    expect(requests[0].body).toEqual({
      form: { password: '[redacted]', name: '张三' },
      list: [{ sign: '[redacted]' }],
    });
  });
});

describe('POST /__dev/reset', () => {
  it('clears faults, requests, events, tokens and the version', async () => {
    const app = await makeServer({ appVersion: 'v-1' });
    const token = await login(app, 'seller');
    await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm([trackedEvent()]),
    });
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: '/api/*', code: 'X' },
    });
    await app.inject({ method: 'POST', url: '/__dev/version', payload: { version: 'v-2' } });
    await app.inject({ method: 'PUT', url: '/__dev/visual-config', payload: { app_id: 'x' } });

    expect((await app.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(200);

    const check = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(check.json().code).toBe('CB0401');
    expect((await app.inject({ method: 'GET', url: '/__dev/events' })).json()).toEqual({
      events: [],
      arrivals: 0,
      duplicates: 0,
    });
    expect((await app.inject({ method: 'GET', url: '/__dev/version' })).json().version).toBe('v-1');
    const { requests } = (await app.inject({ method: 'GET', url: '/__dev/requests' })).json();
    expect(requests.map((r: { path: string }) => r.path)).toEqual([CHECK]);
    const conf = await app.inject({
      method: 'GET',
      url: '/config/visualized/Web.conf?app_id=127.0.0.1',
    });
    expect(conf.statusCode).toBe(200);
  });
});

describe('/__dev/events', () => {
  it('filters by event name with per-event counters and clears with DELETE', async () => {
    const app = await makeServer();
    const a = trackedEvent({ event: 'a' });
    await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm([a, a, trackedEvent({ event: 'b' })]),
    });
    expect((await app.inject({ method: 'GET', url: '/__dev/events?event=a' })).json()).toEqual({
      events: [a],
      arrivals: 2,
      duplicates: 1,
    });
    await app.inject({ method: 'DELETE', url: '/__dev/events' });
    expect((await app.inject({ method: 'GET', url: '/__dev/events' })).json().arrivals).toBe(0);
  });

  it('rejects a version that is not a string', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: '/__dev/version',
      payload: { version: 2 },
    });
    expect(response.statusCode).toBe(400);
  });
});
