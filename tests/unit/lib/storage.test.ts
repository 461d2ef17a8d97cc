// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readItem,
  readJson,
  removeItem,
  SESSION_KEYS,
  STORAGE_KEYS,
  writeItem,
  writeJson,
} from '../../../src/lib/storage';

const isUser = (value: unknown): { id: number } | null =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
    ? (value as { id: number })
    : null;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage keys (spec 000 §3)', () => {
  it('names every boot key exactly', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'biddingNo',
      'phone',
      'macAddress',
      'sellerId',
      'statusHeight',
      'bottomOffset',
      'h5UserInfo',
      'userId',
    ]);
    expect(SESSION_KEYS.version).toBe('version');
  });
});

describe('text items', () => {
  it('writes, reads and removes in local storage by default', () => {
    expect(writeItem(STORAGE_KEYS.token, 'abc')).toBe(true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(readItem(STORAGE_KEYS.token)).toBe('abc');
    removeItem(STORAGE_KEYS.token);
    expect(readItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('uses session storage when asked', () => {
    writeItem(SESSION_KEYS.version, '1.2.3', 'session');
    expect(sessionStorage.getItem('version')).toBe('1.2.3');
    expect(readItem('version')).toBeNull();
    expect(readItem('version', 'session')).toBe('1.2.3');
  });

  it('never throws when the storage refuses (private mode, quota)', () => {
    const refuse = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(writeItem('token', 'x')).toBe(false);
    expect(readItem('token')).toBeNull();
    expect(() => removeItem('token')).not.toThrow();
    expect(writeJson('h5UserInfo', { id: 1 })).toBe(false);
    expect(readJson('h5UserInfo', isUser)).toBeNull();
  });

  it('never throws when the storage object itself is unreachable (sandboxed frame)', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeItem('token', 'x')).toBe(false);
    expect(readItem('token')).toBeNull();
    expect(() => removeItem('token')).not.toThrow();
  });
});

describe('JSON items', () => {
  it('round-trips a valid value', () => {
    expect(writeJson(STORAGE_KEYS.h5UserInfo, { id: 7, nickName: '张三' })).toBe(true);
    expect(readJson(STORAGE_KEYS.h5UserInfo, isUser)).toEqual({ id: 7, nickName: '张三' });
  });

  it.each([
    ['not json', '{oops'],
    ['wrong shape', '{"id":"7"}'],
    ['null', 'null'],
  ])('reads %s as null', (_label, stored) => {
    localStorage.setItem('h5UserInfo', stored);
    expect(readJson('h5UserInfo', isUser)).toBeNull();
  });

  it('reads a missing key as null without calling the validator', () => {
    const validate = vi.fn(isUser);
    expect(readJson('h5UserInfo', validate)).toBeNull();
    expect(validate).not.toHaveBeenCalled();
  });

  it('refuses values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('h5UserInfo', cyclic)).toBe(false);
    expect(writeJson('h5UserInfo', undefined)).toBe(false);
    expect(localStorage.getItem('h5UserInfo')).toBeNull();
  });
});
