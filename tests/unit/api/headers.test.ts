// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedExtraHeaders, buildHeaders } from '../../../src/api/headers';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('extra headers of a call (allow-list)', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['Idempotency-Key passes', { 'Idempotency-Key': 'a-1' }, { 'Idempotency-Key': 'a-1' }],
    ['any letter case, canonical name', { 'idempotency-key': 'a-1' }, { 'Idempotency-Key': 'a-1' }],
    ['a common header cannot be overridden', { token: 'stolen' }, {}],
    ['channelId cannot be overridden', { channelId: '1' }, {}],
    ['an unknown header is dropped', { 'X-Debug': '1' }, {}],
    ['a non-ASCII value is dropped', { 'Idempotency-Key': '钥匙' }, {}],
    ['an empty value is dropped', { 'Idempotency-Key': '' }, {}],
  ])('%s', (_label, extra, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedExtraHeaders(extra)).toEqual(expected);
  });

  it('buildHeaders keeps the stored token over an extra "token"', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', 'real');
    const headers = buildHeaders(true, { token: 'fake', 'Idempotency-Key': 'k' });
    expect(headers).toMatchObject({ token: 'real', 'Idempotency-Key': 'k', channelId: '700000' });
  });
});
