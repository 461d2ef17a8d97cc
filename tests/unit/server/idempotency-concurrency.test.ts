import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import DatabaseConstructor from 'better-sqlite3';
import { MIGRATIONS, runMigrations } from '../../../server/db/migrations';
import { openDatabase } from '../../../server/db/open-database';
import { canonicalJson, requestFingerprint } from '../../../server/kit/fingerprint';
import { claimKey, completeKey } from '../../../server/store/idempotency-keys';
import { AMOUNT, idempotencyServer, sendPay } from './idempotency-fixture';
import { login } from './server-fixture';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Idempotency-Key: concurrent requests', () => {
  it('10 concurrent requests with one key run the handler exactly once', async () => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    // The first run waits until the nine others have their answers: they all arrive
    // while it is still running.
    let openGate = () => {};
    runs.gate = new Promise((resolve) => (openGate = resolve));
    let answered = 0;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendPay(app, token, { amountCents: 250 }).then((response) => {
          answered += 1;
          if (answered === 9) openGate();
          return response;
        }),
      ),
    );
    expect(runs.pay).toBe(1);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ ...BUSINESS_ERRORS.idempotencyInProgress, data: null });
    // Once it finished, the key answers its stored result.
    const later = await sendPay(app, token, { amountCents: 250 });
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().data).toEqual({ paidCents: 250, runs: 1 });
    expect(runs.pay).toBe(1);
  });

  it.each([
    ['a handler that throws', AMOUNT.throws],
    ['an answer that breaks its contract', AMOUNT.breaksContract],
  ])('%s (HTTP 500) frees the key: the retry runs', async (_label, amountCents) => {
    const { runs, server } = idempotencyServer();
    const app = await server;
    const token = await login(app, 'seller');
    expect((await sendPay(app, token, { amountCents })).statusCode).toBe(500);
    expect((await sendPay(app, token, { amountCents })).statusCode).toBe(500);
    expect(runs.pay).toBe(2);
  });

  it('a key left running by a process that died is freed at the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idem-'));
    dirs.push(dir);
    const dbPath = join(dir, 'app.sqlite');
    const first = idempotencyServer({ dbPath });
    const app = await first.server;
    const token = await login(app, 'seller');
    await app.close(); // the server is gone; its database keeps a 'running' row:
    const db = openDatabase(dbPath);
    const scope = { userId: 1, route: 'POST /api/test/pay', key: 'crashed-key-01' };
    const fingerprint = requestFingerprint({ amountCents: 5 });
    expect(claimKey(db, { ...scope, fingerprint, now: Date.now(), notBefore: 0 })).toEqual({
      kind: 'claimed',
    });
    db.close();
    const second = idempotencyServer({ dbPath });
    const restarted = await second.server;
    const retry = await sendPay(restarted, token, { amountCents: 5 }, scope.key);
    expect(retry.json().data).toEqual({ paidCents: 5, runs: 1 });
  });
});

describe('idempotency store', () => {
  const scope = { userId: 1, route: 'POST /x', key: 'key-000001' };

  it('claims once, refuses while running, replays when done, prunes old rows', () => {
    const db = openDatabase(':memory:');
    const at = (now: number) => ({ ...scope, fingerprint: 'f1', now, notBefore: now - 100 });
    expect(claimKey(db, at(1000))).toEqual({ kind: 'claimed' });
    expect(claimKey(db, at(1001))).toEqual({ kind: 'running' });
    expect(claimKey(db, { ...at(1001), fingerprint: 'f2' })).toEqual({ kind: 'mismatch' });
    completeKey(db, { ...scope, status: 200, answer: '{"code":"0000"}' });
    expect(claimKey(db, at(1002))).toEqual({
      kind: 'done',
      status: 200,
      answer: '{"code":"0000"}',
    });
    claimKey(db, { ...at(1050), key: 'key-000002' });
    claimKey(db, { ...at(1101), key: 'key-000003' }); // prunes rows before 1001
    const keys = db.prepare('SELECT key FROM idempotency_requests ORDER BY key').pluck().all();
    expect(keys).toEqual(['key-000002', 'key-000003']);
  });
});

describe('migration 0007', () => {
  it('keeps the answers stored before fingerprints, replayed whatever the body', () => {
    const db = new DatabaseConstructor(':memory:');
    runMigrations(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 6),
    );
    db.prepare(
      `INSERT INTO idempotency_keys (user_id, key, route, answer, created_at)
       VALUES (1, 'old-key-0001', 'POST /x', '{"code":"0000"}', 1000)`,
    ).run();
    expect(runMigrations(db)).toContain(7);
    const scope = { userId: 1, route: 'POST /x', key: 'old-key-0001', fingerprint: 'any' };
    expect(claimKey(db, { ...scope, now: 2000, notBefore: 0 })).toEqual({
      kind: 'done',
      status: 200,
      answer: '{"code":"0000"}',
    });
  });
});

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: [2, { d: null, c: 'x' }] }, '{"a":[2,{"c":"x","d":null}],"b":1}'],
    [{ a: undefined, b: 'é' }, '{"b":"é"}'],
    [[undefined, 1], '[null,1]'],
    ['text', '"text"'],
    [null, 'null'],
    [new Date(0), '"1970-01-01T00:00:00.000Z"'],
  ])('%j → %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('the fingerprint ignores key order and changes with any value', () => {
    expect(requestFingerprint({ a: 1, b: 2 })).toBe(requestFingerprint({ b: 2, a: 1 }));
    expect(requestFingerprint({ a: 1, b: 2 })).not.toBe(requestFingerprint({ a: 1, b: 3 }));
    expect(requestFingerprint({})).toMatch(/^[0-9a-f]{64}$/);
  });
});
