import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { defineEndpoint } from '../../../src/shared/contract';
import { AREAS } from '../../../server/areas/index';
import { defineArea } from '../../../server/kit/area';
import { fail } from '../../../server/kit/failure';
import { login, makeServer } from './server-fixture';

// Test-only endpoints: each call the handler really runs adds to a counter.
const pay = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'required',
  path: '/api/test/pay',
  summary: 'test',
  input: z.object({ amountCents: z.int() }),
  data: z.object({ paidCents: z.int(), runs: z.int() }),
});
const note = defineEndpoint({
  method: 'POST',
  auth: 'user',
  idempotency: 'optional',
  path: '/api/test/note',
  summary: 'test',
  input: z.object({}),
  data: z.object({ runs: z.int() }),
});

function idempotencyServer(now: () => number = () => Date.now()) {
  const runs = { pay: 0, note: 0 };
  const area = defineArea('idempotency-test', (route) => {
    route(pay, ({ input }) => {
      runs.pay += 1;
      if (input.amountCents > 10_000) return fail(BUSINESS_ERRORS.forbidden);
      return { paidCents: input.amountCents, runs: runs.pay };
    });
    route(note, () => {
      runs.note += 1;
      return { runs: runs.note };
    });
  });
  return { runs, server: makeServer({ areas: [...AREAS, area], now }) };
}

const KEY = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

describe('Idempotency-Key', () => {
  it('a replay gets the first answer and the handler runs once', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/test/pay',
        headers: { token, 'idempotency-key': KEY },
        payload: { amountCents: 500 },
      });
    const first = (await send()).json();
    const second = (await send()).json();
    expect(first).toEqual({ code: '0000', msg: 'success', data: { paidCents: 500, runs: 1 } });
    expect(second).toEqual(first);
    expect(runs.pay).toBe(1);
  });

  it('a business failure is replayed too; a new key runs the handler again', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/pay',
        headers: { token, 'idempotency-key': key },
        payload: { amountCents: 20_000 },
      });
    expect((await send(KEY)).json().code).toBe('CB0403');
    expect((await send(KEY)).json().code).toBe('CB0403');
    expect(runs.pay).toBe(1);
    await send('another-key-0001');
    expect(runs.pay).toBe(2);
  });

  it.each([
    ['no key', {}, 'Idempotency-Key: required'],
    ['a malformed key', { 'idempotency-key': 'short' }, 'Idempotency-Key: invalid_format'],
  ])('a required key: %s is bad input and runs nothing', async (_label, headers, detail) => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/pay',
      headers: { token, ...headers },
      payload: { amountCents: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(`请求参数错误：${detail}`);
    expect(runs.pay).toBe(0);
  });

  it('bad input is not remembered: the corrected call with the same key runs', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const headers = { token, 'idempotency-key': KEY };
    const bad = await app.inject({ method: 'POST', url: '/api/test/pay', headers, payload: {} });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({
      method: 'POST',
      url: '/api/test/pay',
      headers,
      payload: { amountCents: 7 },
    });
    expect(good.json().data).toEqual({ paidCents: 7, runs: 1 });
    expect(runs.pay).toBe(1);
  });

  it('keys are per user and per call: another user runs, another call is refused', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    const payAs = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/pay',
        headers: { token, 'idempotency-key': KEY },
        payload: { amountCents: 3 },
      });
    await payAs(seller);
    await payAs(bidder);
    expect(runs.pay).toBe(2);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/test/note',
      headers: { token: seller, 'idempotency-key': KEY },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toContain('Idempotency-Key: already used for another call');
    expect(runs.note).toBe(0);
  });

  it('an optional key is honoured when sent and not needed otherwise', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const send = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/test/note', headers: { token, ...headers } });
    await send({});
    await send({});
    expect(runs.note).toBe(2);
    await send({ 'idempotency-key': KEY });
    await send({ 'idempotency-key': KEY });
    expect(runs.note).toBe(3);
  });

  it('a key is remembered for 24 hours', async () => {
    let clock = 1_800_000_000_000;
    const { runs, server } = idempotencyServer(() => clock);
    const app = await server;
    const token = await login(app, 'seller', clock);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/test/pay',
        headers: { token, 'idempotency-key': KEY },
        payload: { amountCents: 1 },
      });
    await send();
    clock += 24 * 60 * 60 * 1000 - 1;
    await send();
    expect(runs.pay).toBe(1);
    clock += 2;
    await send();
    expect(runs.pay).toBe(2);
  });
});
