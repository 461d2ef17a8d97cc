import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../server/static/cache-headers';
import { makeServer } from './server-fixture';

let dist = '';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'icon.png'), 'png');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('static app', () => {
  it('sends x-version and a long cache on hashed scripts', async () => {
    const app = await makeServer({ distDir: dist, appVersion: 'v-1' });
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-version']).toBe('v-1');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html at / with no-cache and x-version', async () => {
    const app = await makeServer({ distDir: dist, appVersion: 'v-1' });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('id="app"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-version']).toBe('v-1');
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('serves %s with no-cache', async (url) => {
    const app = await makeServer({ distDir: dist });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('changes x-version at once after POST /__dev/version', async () => {
    const app = await makeServer({ distDir: dist, appVersion: 'v-1' });
    await app.inject({ method: 'POST', url: '/__dev/version', payload: { version: 'v-2' } });
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.headers['x-version']).toBe('v-2');
    expect((await app.inject({ method: 'GET', url: '/__dev/version' })).json()).toEqual({
      version: 'v-2',
    });
  });

  it.each(['/fundsTransferIn', '/banks/12', '/directOrderDetail?id=3'])(
    'answers index.html for the client route %s',
    async (url) => {
      const app = await makeServer({ distDir: dist });
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/assets/index-Old999.js', 'a missing hashed chunk'],
    ['/missing.png', 'a missing file'],
    ['/sdk/unknown', 'an analytics service path'],
    ['/__dev/unknown', 'a development path'],
  ])('answers 404, not index.html, for %s (%s)', async (url) => {
    const app = await makeServer({ distDir: dist });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers an envelope 404 for an unknown API', async () => {
    const app = await makeServer({ distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/api/dh/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '404', data: null });
  });

  it('explains a missing build instead of serving nothing', async () => {
    const app = await makeServer({ distDir: join(dist, 'not-built') });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('npm run build');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/index.html', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['/assets/a-1.css', 'public, max-age=31536000, immutable'],
    ['/icon.png', 'public, max-age=0, must-revalidate'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
