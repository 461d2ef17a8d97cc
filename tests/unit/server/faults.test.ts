import { describe, expect, it } from 'vitest';
import { faultMatches, FaultStore } from '../../../server/http/fault-store';
import { login, makeServer } from './server-fixture';

const CHECK = '/api/dh/auction/user/check/token';

describe('faultMatches', () => {
  it.each([
    ['/api/a', '/api/a', true],
    ['/api/a', '/api/ab', false],
    ['/api/*', '/api/dh/x', true],
    ['/api/dh*', '/api/dh', true],
    ['/api/*', '/sa', false],
    ['*', '/anything', true],
  ])('%s matches %s → %s', (faultPath, path, expected) => {
    expect(faultMatches(faultPath, path)).toBe(expected);
  });
});

describe('FaultStore', () => {
  it('prefers the most recently added match and uses up `times`', () => {
    const store = new FaultStore();
    store.add({ path: '/api/*', code: 'A' });
    store.add({ path: '/api/x', code: 'B', times: 2 });
    expect(store.take('POST', '/api/x')?.code).toBe('B');
    expect(store.take('POST', '/api/x')?.code).toBe('B');
    expect(store.take('POST', '/api/x')?.code).toBe('A');
    expect(store.list()).toHaveLength(1);
  });

  it.each([
    [undefined, 'GET', true],
    [undefined, 'POST', true],
    ['GET', 'GET', true],
    ['GET', 'POST', false],
    ['POST', 'GET', false],
  ] as const)('a fault for method %s applies to a %s request: %s', (method, requested, hits) => {
    const store = new FaultStore();
    store.add({ path: '/api/x', code: 'F', ...(method ? { method } : {}) });
    expect(store.take(requested, '/api/x')?.code === 'F').toBe(hits);
  });
});

describe('fault injection', () => {
  it('answers a configured code as an HTTP 200 envelope', async () => {
    const app = await makeServer();
    const added = await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, code: '8888', msg: '服务已暂停' },
    });
    expect(added.json()).toEqual({ id: 1 });
    const response = await app.inject({ method: 'POST', url: CHECK });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '8888', msg: '服务已暂停', data: null });
  });

  it('answers a status with a raw body and content type', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: {
        path: '/api/*',
        status: 502,
        body: '<html>bad gateway</html>',
        contentType: 'text/html',
      },
    });
    const response = await app.inject({ method: 'POST', url: CHECK });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('<html>bad gateway</html>');
  });

  it('answers a status without body as an envelope carrying the message', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, status: 500, msg: '系统繁忙' },
    });
    const response = await app.inject({ method: 'POST', url: CHECK });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: '500', msg: '系统繁忙', data: null });
  });

  it('delays and then answers normally', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, delayMs: 20 },
    });
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(response.json().code).toBe('0000');
    // A lower bound only: the delay happened; no upper bound on a shared machine.
    expect(elapsedMs).toBeGreaterThanOrEqual(19);
  });

  it('stops after `times` requests', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, code: '507', times: 2 },
    });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await app.inject({ method: 'POST', url: CHECK })).json().code);
    }
    expect(codes).toEqual(['507', '507', 'CB0401']);
  });

  it('can fail the analytics receiver and is cleared by DELETE', async () => {
    const app = await makeServer();
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: '/sa', status: 503 },
    });
    expect((await app.inject({ method: 'POST', url: '/sa', payload: 'x' })).statusCode).toBe(503);
    await app.inject({ method: 'DELETE', url: '/__dev/faults' });
    expect((await app.inject({ method: 'POST', url: '/sa', payload: 'x' })).statusCode).toBe(400);
  });

  it('matches the method as well as the path (spec 000 §7: GET and POST on one path)', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, method: 'GET', code: '8888' },
    });
    const post = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(post.json().code).toBe('0000');
    const get = await app.inject({ method: 'GET', url: CHECK, headers: { token } });
    expect(get.json().code).toBe('8888');
  });

  it('never applies to the development endpoints', async () => {
    const app = await makeServer();
    await app.inject({ method: 'POST', url: '/__dev/faults', payload: { path: '*', code: 'X' } });
    const response = await app.inject({ method: 'GET', url: '/__dev/version' });
    expect(response.json()).toEqual({ version: 'test-1' });
  });

  it.each([
    [{ code: '1' }, 'path'],
    [{ path: 'api/x', code: '1' }, 'path'],
    [{ path: '/api/x', status: 99 }, 'status'],
    [{ path: '/api/x', times: 0 }, 'times'],
    [{ path: '/api/x', unknown: true }, 'unknown'],
    [{ path: '/api/x', method: 'PATCH' }, 'method'],
  ])('rejects a malformed fault %j', async (payload, field) => {
    const app = await makeServer();
    const response = await app.inject({ method: 'POST', url: '/__dev/faults', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });
});

describe('dropped connection', () => {
  // Needs a real socket: inject has none to destroy. Loopback only, on a free port.
  it('closes the socket without an answer', async () => {
    const app = await makeServer();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    await app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { path: CHECK, drop: true, times: 1 },
    });
    await expect(fetch(`http://127.0.0.1:${port}${CHECK}`, { method: 'POST' })).rejects.toThrow(
      'fetch failed',
    );
    const after = await fetch(`http://127.0.0.1:${port}${CHECK}`, { method: 'POST' });
    expect((await after.json()).code).toBe('CB0401');
  });
});
