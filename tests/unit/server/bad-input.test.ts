import { describe, expect, it } from 'vitest';
import { queryInt } from '../../../src/shared/contract-fields';
import { login, makeServer } from './server-fixture';

describe('queryInt (issue 14 item 7)', () => {
  it.each(['', ' ', '1e3', '0x10', '1.5', 'abc', '1 '])('refuses the text %j', (text) => {
    expect(queryInt().safeParse(text).success).toBe(false);
  });

  it.each([
    ['2', 2],
    ['-3', -3],
    [7, 7],
  ] as const)('takes %j as %d', (value, expected) => {
    expect(queryInt().parse(value)).toBe(expected);
  });

  it('a GET with `type=` is bad input, `type=2` answers', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const empty = await app.inject({
      method: 'GET',
      url: '/api/dh/auction/address?type=',
      headers: { token },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: '400', data: null });
    const good = await app.inject({
      method: 'GET',
      url: '/api/dh/auction/address?type=2',
      headers: { token },
    });
    expect(good.json().code).toBe('0000');
  });
});

describe('a malformed URL (issue 14 item 7)', () => {
  it.each(['/api/dh/auction/user/check/token%E0%A4%A', '/api/%', '/api/x/%zz'])(
    '%s under /api answers the envelope',
    async (url) => {
      const app = await makeServer();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: '400', msg: '请求地址无效', data: null });
    },
  );

  it('elsewhere answers { error }', async () => {
    const app = await makeServer();
    const response = await app.inject({ method: 'GET', url: '/sfo/%zz' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error']);
  });
});
