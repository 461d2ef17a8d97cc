import { describe, expect, it } from 'vitest';
import { aesDecrypt } from '../../../src/api/cipher';
import { secureParams } from '../../../src/api/secure-params';
import { signParams } from '../../../src/api/sign';

const keys = { signSecrets: { user: 'U-secret', bidder: 'B-secret' }, aesKey: '0123456789abcdef' };

describe('secureParams', () => {
  it('returns a copy untouched without sign or encrypt', () => {
    const params = { a: 1 };
    const out = secureParams(params, {}, 5, keys);
    expect(out).toEqual({ a: 1 });
    expect(out).not.toBe(params);
  });

  it.each(['user', 'bidder'] as const)('signs with the %s secret', (identity) => {
    const out = secureParams({ b: 'x', a: 2, empty: '' }, { sign: identity }, 123, keys);
    expect(out).toEqual({
      b: 'x',
      a: 2,
      empty: '',
      timestamp: 123,
      sign: signParams({ a: 2, b: 'x' }, 123, keys.signSecrets[identity]),
    });
  });

  it('replaces a caller-supplied timestamp and sign', () => {
    const out = secureParams({ a: 1, timestamp: 1, sign: 'forged' }, { sign: 'user' }, 9, keys);
    expect(out.timestamp).toBe(9);
    expect(out.sign).toBe(signParams({ a: 1 }, 9, 'U-secret'));
  });

  it('encrypts named fields (numbers as text, objects as JSON) and skips empty ones', () => {
    const params = { phone: 13800000001, card: { no: '1' }, blank: '', missing: undefined };
    const out = secureParams(params, { encrypt: ['phone', 'card', 'blank', 'missing'] }, 1, keys);
    expect(aesDecrypt(String(out.phone), keys.aesKey)).toBe('13800000001');
    expect(aesDecrypt(String(out.card), keys.aesKey)).toBe('{"no":"1"}');
    expect(out.blank).toBe('');
    expect(out.missing).toBeUndefined();
    expect(params.phone).toBe(13800000001);
  });

  it('signs the cipher text, not the plain text', () => {
    const out = secureParams({ pwd: 'p' }, { sign: 'user', encrypt: ['pwd'] }, 1, keys);
    expect(out.sign).toBe(signParams({ pwd: out.pwd }, 1, 'U-secret'));
    expect(out.sign).not.toBe(signParams({ pwd: 'p' }, 1, 'U-secret'));
  });
});
