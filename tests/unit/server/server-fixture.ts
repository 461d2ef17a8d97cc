import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildServer, type ServerOptions } from '../../../server/app';
import { readSecrets } from '../../../server/config';
import { DEMO_USERS } from '../../../server/db/seed/users-data';
import { buildLoginBody } from '../../../server/dev/login-client';

const open: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

/**
 * An in-memory server closed after each test. The rate limits are off unless a test sets
 * them (rate-limits.test.ts): every inject comes from one address, far faster than a person.
 */
export async function makeServer(opts: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  const app = await buildServer({
    dbPath: ':memory:',
    appVersion: 'test-1',
    rateLimits: false,
    ...opts,
  });
  open.push(app);
  return app;
}

/** A token of a demo user; `now` must be the server's clock (the signature window). */
export async function login(
  app: FastifyInstance,
  role: keyof typeof DEMO_USERS,
  now = Date.now(),
): Promise<string> {
  const user = DEMO_USERS[role];
  const response = await app.inject({
    method: 'POST',
    url: '/api/dh/auction/user/app/loginByPassword',
    payload: buildLoginBody(user.phone, user.password, now, readSecrets()),
  });
  const token = response.json<{ data: { token: string } }>().data.token;
  return token;
}

let nextTrackId = 1;

/** A well-formed tracked event (spec 001 §3) with a fresh `_track_id`. */
export function trackedEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _track_id: nextTrackId++,
    type: 'track',
    event: 'demo_click',
    distinct_id: 'visitor-1',
    time: 1_700_000_000_000,
    lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
    properties: { platform_type: 'H5' },
    ...overrides,
  };
}

export function toBase64(value: unknown, gzip = false): string {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  return (gzip ? gzipSync(bytes) : bytes).toString('base64');
}

export function singleForm(event: unknown): string {
  return `data=${encodeURIComponent(toBase64(event))}&ext=${encodeURIComponent('crc=123')}`;
}

export function batchForm(events: unknown[], gzip = false): string {
  return `data_list=${encodeURIComponent(toBase64(events, gzip))}&gzip=${gzip ? 1 : 0}`;
}
