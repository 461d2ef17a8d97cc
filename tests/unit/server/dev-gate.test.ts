import { describe, expect, it } from 'vitest';
import { readDevEndpoints, readDevHosts } from '../../../server/config';
import { makeServer } from './server-fixture';

const LAN = '192.168.1.20';
const OPERATOR = 'operator-token-for-tests';

describe('/__dev/* gate on the routed path (issue 14 item 1)', () => {
  it.each([
    ['GET', '/%5F%5Fdev/sms'],
    ['GET', '/__de%76/sms'],
    ['GET', '/%5f%5fdev/requests'],
    ['POST', '/%5F%5Fdev/faults'],
    ['POST', '/__de%76/version'],
    ['POST', '/%5F%5Fdev/reset'],
  ] as const)('%s %s from the LAN answers 401 and changes nothing', async (method, url) => {
    const app = await makeServer({ operatorToken: OPERATOR });
    const payload = method === 'POST' ? { path: '/api/x', code: '1', version: 'evil' } : undefined;
    const response = await app.inject({ method, url, remoteAddress: LAN, payload });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('codes');
    const faults = (await app.inject({ method: 'GET', url: '/__dev/faults' })).json();
    expect(faults.faults).toEqual([]);
    const version = (await app.inject({ method: 'GET', url: '/__dev/version' })).json();
    expect(version.version).toBe('test-1');
  });

  it('an encoded path from loopback reaches the same control', async () => {
    const app = await makeServer();
    const response = await app.inject({ method: 'GET', url: '/__de%76/version' });
    expect(response.json()).toEqual({ version: 'test-1' });
  });
});

describe('/__dev/* refuses cross-site and rebound callers (issue 14 item 2)', () => {
  it.each([
    ['a page of another site', { origin: 'http://evil.example', 'content-type': 'text/plain' }],
    ['an opaque origin', { origin: 'null' }],
    ['a rebound host name', { host: 'evil.example:5173' }],
    ['a rebound host with its own origin', { host: 'evil.example', origin: 'http://evil.example' }],
  ])('%s gets 403 and cannot reset', async (_name, headers) => {
    const app = await makeServer();
    await app.inject({ method: 'POST', url: '/__dev/version', payload: { version: 'kept' } });
    const response = await app.inject({
      method: 'POST',
      url: '/__dev/reset',
      headers,
      payload: 'x=1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/开发接口/);
    const version = (await app.inject({ method: 'GET', url: '/__dev/version' })).json();
    expect(version.version).toBe('kept');
  });

  it.each([
    [{ host: '127.0.0.1:5173' }],
    [{ host: 'localhost:5173', origin: 'http://localhost:5173' }],
    [{ host: '[::1]:5173' }],
    [{ host: 'devbox.lan:5173', origin: 'http://devbox.lan:5173' }],
  ])('the app’s own origin and host %j pass', async (headers) => {
    const app = await makeServer({ devHosts: ['devbox.lan'] });
    const response = await app.inject({ method: 'GET', url: '/__dev/version', headers });
    expect(response.statusCode).toBe(200);
  });

  it('the operator token works from the LAN under any host name, never cross-site', async () => {
    const app = await makeServer({ operatorToken: OPERATOR });
    const auth = { authorization: `Bearer ${OPERATOR}`, host: '192.168.1.5:5173' };
    const ok = await app.inject({
      method: 'GET',
      url: '/__dev/version',
      remoteAddress: LAN,
      headers: auth,
    });
    expect(ok.statusCode).toBe(200);
    const crossSite = await app.inject({
      method: 'GET',
      url: '/__dev/version',
      remoteAddress: LAN,
      headers: { ...auth, origin: 'http://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEV_ENDPOINTS: '1' }, true],
    [{ NODE_ENV: 'development', DEV_ENDPOINTS: '0' }, false],
  ])('%j → development controls %s', (env, expected) => {
    expect(readDevEndpoints(env)).toBe(expected);
  });

  it('reads the configured host names, never a wildcard', () => {
    expect(readDevHosts({ HOST: '0.0.0.0' })).toEqual([]);
    expect(readDevHosts({ HOST: 'DevBox.lan', DEV_HOSTS: ' a.test , ,b.test' })).toEqual([
      'devbox.lan',
      'a.test',
      'b.test',
    ]);
  });

  it('added controls sit behind the same gate (a registrar of routes/dev-registrars.ts)', async () => {
    const app = await makeServer();
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('__dev/reset');
    const response = await app.inject({
      method: 'GET',
      url: '/__dev/events',
      headers: { origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('hooks tell path families apart on the decoded path', () => {
  it('an encoded dev call is neither logged nor faulted like a business call', async () => {
    const app = await makeServer();
    await app.inject({ method: 'POST', url: '/__dev/faults', payload: { path: '/*', code: 'X' } });
    const version = await app.inject({ method: 'GET', url: '/%5F%5Fdev/version' });
    expect(version.json()).toEqual({ version: 'test-1' });
    const { requests } = (await app.inject({ method: 'GET', url: '/__dev/requests' })).json();
    expect(requests).toEqual([]);
  });
});
