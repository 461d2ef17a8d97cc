/**
 * Web storage that never throws: Safari private mode, a full quota, disabled
 * cookies or a sandboxed frame make localStorage itself (or its methods) throw,
 * and a broken storage must never take a page down. A failed read is "absent";
 * a failed write returns false.
 */

// spec 000 §3: written from the page-address query parameters at boot.
export const STORAGE_KEYS = {
  token: 'token',
  biddingNo: 'biddingNo',
  phone: 'phone',
  macAddress: 'macAddress',
  sellerId: 'sellerId',
  statusHeight: 'statusHeight',
  bottomOffset: 'bottomOffset',
  h5UserInfo: 'h5UserInfo',
  userId: 'userId',
} as const;

// spec 000 §7: the version header comes from session storage.
export const SESSION_KEYS = {
  version: 'version',
} as const;

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    const storage = which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, which: StorageArea = 'local'): boolean {
  const storage = area(which);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do: an unusable storage holds nothing to remove.
  }
}

/**
 * Reads JSON and hands it to `validate`, which returns the typed value or null
 * for a wrong shape. Missing, unparsable or invalid data all read as null, so
 * a value written by an older app version can never crash a newer one.
 */
export function readJson<T>(
  key: string,
  validate: (value: unknown) => T | null,
  which: StorageArea = 'local',
): T | null {
  const text = readItem(key, which);
  if (text === null) return null;
  try {
    return validate(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** false when the value cannot be serialised (cycles, BigInt) or the storage refuses it. */
export function writeJson(key: string, value: unknown, which: StorageArea = 'local'): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return text === undefined ? false : writeItem(key, text, which);
}
