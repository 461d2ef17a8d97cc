// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aesDecrypt } from '../../../src/shared/cipher';
import { DEV_DEFAULTS } from '../../../src/shared/dev-defaults';
import { request } from '../../../src/api/request';
import { setRequestEffects } from '../../../src/api/request-effects';
import { signParams } from '../../../src/shared/sign';
import { envelope, fakeEffects, installFakeFetch } from './fake-fetch';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setRequestEffects(fakeEffects());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRequestEffects(null);
  localStorage.clear();
  sessionStorage.clear();
});

describe('headers (spec 000 §7)', () => {
  it('sends channelId, token, login_type and version', async () => {
    localStorage.setItem('token', 'tok-123');
    sessionStorage.setItem('version', '20250101');
    const sent = installFakeFetch(envelope('0000'));
    await request({ method: 'POST', url: '/api/x', data: { a: 1 } });
    expect(sent[0]?.headers).toMatchObject({
      channelId: '700000',
      token: 'tok-123',
      login_type: 'app',
      version: '20250101',
      'Content-Type': 'application/json;charset=UTF-8',
    });
  });

  it('omits token and version when absent (or not header-safe)', async () => {
    localStorage.setItem('token', '令牌');
    const sent = installFakeFetch(envelope('0000'));
    await request({ method: 'GET', url: '/api/x' });
    const headers = sent[0]?.headers ?? {};
    expect(headers.channelId).toBe('700000');
    expect('token' in headers).toBe(false);
    expect('version' in headers).toBe(false);
    expect('Content-Type' in headers).toBe(false);
  });
});

describe('URL and payload', () => {
  it('keeps the same-origin path and sends GET params (and data) in the query', async () => {
    const sent = installFakeFetch(envelope('0000'));
    await request({
      method: 'GET',
      url: '/api/list',
      params: { page: 1, q: '手机 壳', skip: undefined, none: null },
      data: { type: 2 },
    });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe('/api/list?page=1&q=%E6%89%8B%E6%9C%BA+%E5%A3%B3&type=2');
    expect(sent[0]?.body).toBeUndefined();
  });

  it('sends a JSON body for POST/PUT/DELETE and params in the query', async () => {
    const sent = installFakeFetch(envelope('0000'));
    await request({ method: 'PUT', url: '/api/o?x=1', params: { id: 5 }, data: { a: [1] } });
    expect(sent[0]?.url).toBe('/api/o?x=1&id=5');
    expect(sent[0]?.body).toEqual({ a: [1] });
    await request({ method: 'POST', url: '/api/empty' });
    expect(sent[1]?.body).toEqual({});
  });

  it.each(['https://evil.example/api', '//evil.example/api', 'api/relative'])(
    'refuses a non same-origin URL %s',
    async (url) => {
      installFakeFetch(envelope('0000'));
      await expect(request({ method: 'GET', url })).rejects.toThrow(TypeError);
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe('signing and encryption (spec 000 §7; CONTRACTS.md sign and cipher)', () => {
  it('adds timestamp and a user sign to the POST body', async () => {
    const sent = installFakeFetch(envelope('0000'));
    await request({
      method: 'POST',
      url: '/api/s',
      data: { phone: '138', code: '' },
      sign: 'user',
    });
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body.timestamp).toBe(NOW);
    expect(body.sign).toBe(
      signParams({ phone: '138', code: '' }, NOW, DEV_DEFAULTS.userSignSecret),
    );
    expect(body.sign).toMatch(/^[0-9A-F]{32}$/);
  });

  it('signs GET query params with the bidder secret', async () => {
    const sent = installFakeFetch(envelope('0000'));
    await request({ method: 'GET', url: '/api/g', params: { b: 2, a: 'x' }, sign: 'bidder' });
    const query = Object.fromEntries(new URL(sent[0]?.url ?? '', 'http://h').searchParams);
    expect(query).toEqual({
      a: 'x',
      b: '2',
      timestamp: String(NOW),
      sign: signParams({ a: 'x', b: 2 }, NOW, DEV_DEFAULTS.bidderSignSecret),
    });
  });

  it('encrypts the named fields before signing, leaving the others', async () => {
    const sent = installFakeFetch(envelope('0000'));
    await request({
      method: 'POST',
      url: '/api/login',
      data: { phone: '13800000001', password: 'Demo@1234', keep: 'plain' },
      sign: 'user',
      encrypt: ['phone', 'password'],
    });
    const body = sent[0]?.body as Record<string, string>;
    const key = DEV_DEFAULTS.testTokenAesKey;
    expect(body.phone).not.toBe('13800000001');
    expect(aesDecrypt(body.phone ?? '', key)).toBe('13800000001');
    expect(aesDecrypt(body.password ?? '', key)).toBe('Demo@1234');
    expect(body.keep).toBe('plain');
    const { sign, timestamp, ...signed } = body;
    expect(sign).toBe(signParams(signed, timestamp ?? '', DEV_DEFAULTS.userSignSecret));
  });

  it('sends no timestamp or sign on an unsigned call', async () => {
    const sent = installFakeFetch(envelope('0000'));
    await request({ method: 'POST', url: '/api/u', data: { a: 1 } });
    expect(sent[0]?.body).toEqual({ a: 1 });
  });
});
