import { afterEach, describe, expect, it, vi } from 'vitest';
import { aesDecrypt } from '../../../src/shared/cipher';
import { secureParams } from '../../../src/api/secure-params';
import { signParams } from '../../../src/shared/sign';

const keys = { signSecrets: { user: 'U-secret', bidder: 'B-secret' }, aesKey: '0123456789abcdef' };

describe('secureParams', () => {
  it('returns a copy untouched without sign or encrypt', async () => {
    const params = { a: 1 };
    const out = await secureParams(params, {}, 5, keys);
    expect(out).toEqual({ a: 1 });
    expect(out).not.toBe(params);
  });

  it.each(['user', 'bidder'] as const)('signs with the %s secret', async (identity) => {
    const out = await secureParams({ b: 'x', a: 2, empty: '' }, { sign: identity }, 123, keys);
    expect(out).toEqual({
      b: 'x',
      a: 2,
      empty: '',
      timestamp: 123,
      sign: signParams({ a: 2, b: 'x' }, 123, keys.signSecrets[identity]),
    });
  });

  it('replaces a caller-supplied timestamp and sign', async () => {
    const out = await secureParams(
      { a: 1, timestamp: 1, sign: 'forged' },
      { sign: 'user' },
      9,
      keys,
    );
    expect(out.timestamp).toBe(9);
    expect(out.sign).toBe(signParams({ a: 1 }, 9, 'U-secret'));
  });

  it('encrypts named fields (numbers as text, objects as JSON) and skips empty ones', async () => {
    const params = { phone: 13800000001, card: { no: '1' }, blank: '', missing: undefined };
    const out = await secureParams(
      params,
      { encrypt: ['phone', 'card', 'blank', 'missing'] },
      1,
      keys,
    );
    expect(aesDecrypt(String(out.phone), keys.aesKey)).toBe('13800000001');
    expect(aesDecrypt(String(out.card), keys.aesKey)).toBe('{"no":"1"}');
    expect(out.blank).toBe('');
    expect(out.missing).toBeUndefined();
    expect(params.phone).toBe(13800000001);
  });

  it('signs the cipher text, not the plain text', async () => {
    const out = await secureParams({ pwd: 'p' }, { sign: 'user', encrypt: ['pwd'] }, 1, keys);
    expect(out.sign).toBe(signParams({ pwd: out.pwd }, 1, 'U-secret'));
    expect(out.sign).not.toBe(signParams({ pwd: 'p' }, 1, 'U-secret'));
  });
});

describe('secureParams loads the cipher code only for encrypted fields', () => {
  const cipherPath = '../../../src/shared/cipher';

  afterEach(() => {
    vi.doUnmock(cipherPath);
    vi.resetModules();
  });

  async function withUnloadableCipher() {
    vi.resetModules();
    vi.doMock(cipherPath, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    return (await import('../../../src/api/secure-params')).secureParams;
  }

  it('signs without touching the cipher chunk', async () => {
    const secure = await withUnloadableCipher();
    const out = await secure({ a: 1, pwd: '' }, { sign: 'user', encrypt: ['pwd'] }, 3, keys);
    expect(out.sign).toBe(signParams({ a: 1, pwd: '' }, 3, 'U-secret'));
  });

  it('a cipher chunk that cannot be fetched fails the call like the network', async () => {
    const secure = await withUnloadableCipher();
    await expect(secure({ pwd: 'p' }, { encrypt: ['pwd'] }, 1, keys)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      message: 'Network Error',
    });
  });
});
