import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { login, makeServer } from './server-fixture';

const CHECK = '/api/dh/auction/user/check/token';
const LOGOUT = '/api/dh/auction/user/logout';
const DAY = 24 * 60 * 60 * 1000;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
  dirs.push(dir);
  return join(dir, 'app.sqlite');
}

function tokenRows(path: string): { token_hash: string; created_at: number }[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT token_hash, created_at FROM tokens').all() as {
      token_hash: string;
      created_at: number;
    }[];
  } finally {
    db.close();
  }
}

describe('logout revokes the token (issue 14 item 4)', () => {
  it('the token stops working at once; the user’s other logins stay', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    const other = await login(app, 'seller');
    const out = await app.inject({ method: 'POST', url: LOGOUT, headers: { token } });
    expect(out.json()).toEqual({ code: '0000', msg: 'success', data: { revoked: true } });
    const after = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(after.json().code).toBe('CB0401');
    const again = await app.inject({ method: 'POST', url: LOGOUT, headers: { token } });
    expect(again.json().code).toBe('CB0401');
    const kept = await app.inject({ method: 'POST', url: CHECK, headers: { token: other } });
    expect(kept.json().code).toBe('0000');
  });

  it('without a token answers CB0401', async () => {
    const app = await makeServer();
    const response = await app.inject({ method: 'POST', url: LOGOUT });
    expect(response.json().code).toBe('CB0401');
  });
});

describe('tokens at rest', () => {
  it('stores only the sha256 of each token', async () => {
    const path = dbFile();
    const app = await makeServer({ dbPath: path });
    const token = await login(app, 'bidder');
    const rows = tokenRows(path);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('prunes expired rows when a token is issued', async () => {
    const path = dbFile();
    const start = Date.now();
    let now = start;
    const app = await makeServer({ dbPath: path, now: () => now });
    await login(app, 'seller', now);
    await login(app, 'bidder', now);
    now = start + 7 * DAY + 1;
    await login(app, 'seller', now);
    expect(tokenRows(path).map((row) => row.created_at)).toEqual([now]);
  });

  it('POST /__dev/reset drops every token (user ids are reused)', async () => {
    const app = await makeServer();
    const token = await login(app, 'seller');
    expect((await app.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(200);
    const check = await app.inject({ method: 'POST', url: CHECK, headers: { token } });
    expect(check.json().code).toBe('CB0401');
  });
});
