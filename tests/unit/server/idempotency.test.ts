import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { AMOUNT, KEY, idempotencyServer, sendPay, signedPayBody } from './idempotency-fixture';
import { login } from './server-fixture';

describe('Idempotency-Key: same key, same request', () => {
  it('gets the stored answer marked as a replay; the handler runs once', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const first = await sendPay(app, token, { amountCents: 500 });
    // The same request with its fields in another order is the same request.
    const second = await sendPay(app, token, { note: undefined, amountCents: 500 });
    expect(first.json()).toEqual({
      code: '0000',
      msg: 'success',
      data: { paidCents: 500, runs: 1 },
    });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(runs.pay).toBe(1);
  });

  it('a business failure is stored and replayed too; a new key runs again', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    const refused = { amountCents: AMOUNT.forbidden };
    expect((await sendPay(app, token, refused)).json().code).toBe('CB0403');
    const replay = await sendPay(app, token, refused);
    expect(replay.json().code).toBe('CB0403');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(runs.pay).toBe(1);
    await sendPay(app, token, refused, 'another-key-0001');
    expect(runs.pay).toBe(2);
  });

  it('a signed call retried with a new timestamp and sign is the same request', async () => {
    let clock = 1_800_000_000_000;
    const { runs, server } = idempotencyServer({ now: () => clock });
    const app = await server;
    const token = await login(app, 'bidder', clock);
    const send = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/test/signed-pay',
        headers: { token, 'idempotency-key': KEY },
        payload,
      });
    const first = await send(signedPayBody('123456', 900, clock));
    clock += 30_000;
    const retry = await send(signedPayBody('123456', 900, clock));
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // Another pin is another request, although the amount is the same.
    expect((await send(signedPayBody('654321', 900, clock))).statusCode).toBe(422);
    expect(runs.signedPay).toBe(1);
  });
});

describe('Idempotency-Key: checks come before any replay', () => {
  it('a wrong signature or bad input with a used key is refused, not replayed', async () => {
    const now = 1_800_000_000_000;
    const { runs, server } = idempotencyServer({ now: () => now });
    const app = await server;
    const token = await login(app, 'bidder', now);
    const send = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/test/signed-pay',
        headers: { token, 'idempotency-key': KEY },
        payload,
      });
    const good = signedPayBody('123456', 900, now);
    expect((await send(good)).json().code).toBe('0000');
    const forged = await send({ ...good, sign: 'F'.repeat(32) });
    expect(forged.json().code).toBe(BUSINESS_ERRORS.signature.code);
    expect(forged.headers['idempotent-replayed']).toBeUndefined();
    const stale = await send(signedPayBody('123456', 900, now - 6 * 60_000));
    expect(stale.json().code).toBe(BUSINESS_ERRORS.signatureExpired.code);
    const bad = await send(signedPayBody('12', 900, now));
    expect(bad.statusCode).toBe(400);
    expect(runs.signedPay).toBe(1);
  });

  it('bad input stores nothing: the corrected call with the same key runs', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    expect((await sendPay(app, token, { amountCents: 'x' })).statusCode).toBe(400);
    const good = await sendPay(app, token, { amountCents: 7 });
    expect(good.json().data).toEqual({ paidCents: 7, runs: 1 });
    expect(runs.pay).toBe(1);
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
});

describe('Idempotency-Key: scope and lifetime', () => {
  it('same key, another body: HTTP 422 with its own code, nothing runs', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    await sendPay(app, token, { amountCents: 500 });
    const reused = await sendPay(app, token, { amountCents: 501 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ ...BUSINESS_ERRORS.idempotencyKeyReused, data: null });
    expect(runs.pay).toBe(1);
  });

  it('keys are per user and per route', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const seller = await login(app, 'seller');
    const bidder = await login(app, 'bidder');
    await sendPay(app, seller, { amountCents: 3 });
    await sendPay(app, bidder, { amountCents: 3 });
    expect(runs.pay).toBe(2);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/test/note',
        headers: { token: seller, 'idempotency-key': KEY },
      });
    expect((await send()).json().code).toBe('0000');
    expect((await send()).headers['idempotent-replayed']).toBe('true');
    expect(runs.note).toBe(1);
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

  it('a key is kept 24 hours', async () => {
    let clock = 1_800_000_000_000;
    const { runs, server } = idempotencyServer({ now: () => clock });
    const app = await server;
    const token = await login(app, 'seller', clock);
    await sendPay(app, token, { amountCents: 1 });
    clock += 24 * 60 * 60 * 1000 - 1;
    await sendPay(app, token, { amountCents: 1 });
    expect(runs.pay).toBe(1);
    clock += 2;
    // Expired: even another body runs under the key.
    expect((await sendPay(app, token, { amountCents: 2 })).json().data.paidCents).toBe(2);
    expect(runs.pay).toBe(2);
  });
});
