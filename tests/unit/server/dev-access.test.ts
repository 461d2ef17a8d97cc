// Who may reach the development endpoints (/__dev/*), and the switch that turns them off.
import { describe, expect, it } from 'vitest';
import { readDevEndpoints } from '../../../server/config';
import { isLoopbackAddress } from '../../../server/http/dev-access';
import { login, makeServer } from './server-fixture';

describe('who may use /__dev/*', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:192.168.1.20', false],
    ['10.0.0.127', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  const LAN = '192.168.1.20';
  const OPERATOR = 'operator-token-for-tests';

  it.each([
    ['GET', '/__dev/requests'],
    ['POST', '/__dev/reset'],
    ['POST', '/__dev/faults'],
    ['GET', '/__dev/events'],
    ['DELETE', '/__dev/faults'],
  ] as const)('%s %s from the LAN without the operator token answers 401', async (method, url) => {
    const app = await makeServer({ operatorToken: OPERATOR });
    const wrong = [{}, { authorization: 'Bearer nope' }, { authorization: OPERATOR }];
    for (const headers of wrong) {
      const response = await app.inject({
        method,
        url,
        remoteAddress: LAN,
        headers,
        payload: method === 'POST' ? { path: '/api/x', code: '1' } : undefined,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('a refused call changes nothing; the operator token opens the door', async () => {
    const app = await makeServer({ operatorToken: OPERATOR });
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: '/api/x', code: '1' },
    });
    const refused = await app.inject({
      method: 'DELETE',
      url: '/__dev/faults',
      remoteAddress: LAN,
    });
    expect(refused.statusCode).toBe(401);
    const listed = await app.inject({
      method: 'GET',
      url: '/__dev/faults',
      remoteAddress: LAN,
      headers: { authorization: `Bearer ${OPERATOR}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().faults).toHaveLength(1);
  });

  it('the app and the business API stay open to the LAN', async () => {
    const app = await makeServer({ operatorToken: OPERATOR });
    const response = await app.inject({
      method: 'POST',
      url: '/api/dh/auction/user/check/token',
      remoteAddress: LAN,
    });
    expect(response.json().code).toBe('CB0401');
  });
});

describe('DEV_ENDPOINTS', () => {
  it.each([
    [{}, true],
    [{ DEV_ENDPOINTS: '1' }, true],
    [{ DEV_ENDPOINTS: '' }, true],
    [{ DEV_ENDPOINTS: '0' }, false],
  ])('%j → dev endpoints %s', (env, expected) => {
    expect(readDevEndpoints(env)).toBe(expected);
  });

  it('with devEndpoints false, /__dev/* does not exist and the business API still works', async () => {
    const app = await makeServer({ devEndpoints: false });
    for (const [method, url] of [
      ['GET', '/__dev/requests'],
      ['POST', '/__dev/faults'],
      ['POST', '/__dev/reset'],
      ['GET', '/__dev/events'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(404);
    }
    const token = await login(app, 'seller');
    const user = await app.inject({
      method: 'POST',
      url: '/api/dh/auction/user/check/token',
      headers: { token },
    });
    expect(user.json<{ code: string }>().code).toBe('0000');
  });
});
