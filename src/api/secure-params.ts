import { ApiError } from './api-error';
import type { SignIdentity } from '../shared/sign';
import type { signParams as SignParams } from '../shared/sign';
import { signSecrets, testTokenAesKey } from './runtime-config';

export interface SecurityOptions {
  sign?: SignIdentity;
  /** Names of params to AES-encrypt (before signing, so the sign covers the cipher text). */
  encrypt?: readonly string[];
}

export interface SecurityKeys {
  signSecrets: Readonly<Record<SignIdentity, string>>;
  aesKey: string;
}

const runtimeKeys: SecurityKeys = { signSecrets, aesKey: testTokenAesKey };

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * AES (crypto-js aes + mode + padding, ~30 KB) is needed only by the few calls
 * with `encrypt` fields (the login), so it is its own chunk, fetched on first
 * use instead of with the first route. A chunk that cannot be fetched (offline)
 * fails the call like the network would.
 */
async function loadAesEncrypt(): Promise<(plain: string, key: string) => string> {
  try {
    return (await import('../shared/cipher')).aesEncrypt;
  } catch (cause) {
    throw new ApiError('Network Error', 'network', { cause });
  }
}

/**
 * The signature's md5 (crypto-js core, ~3 KB gz) likewise: only login, SMS and
 * registration calls are signed, so no screen's cold start carries it.
 */
async function loadSigner(): Promise<typeof SignParams> {
  try {
    return (await import('../shared/sign')).signParams;
  } catch (cause) {
    throw new ApiError('Network Error', 'network', { cause });
  }
}

/**
 * Encrypts the named fields, then (for a signed call) adds `timestamp` (ms) and
 * `sign` (spec 000 §7 "Signed calls"; CONTRACTS.md src/shared/sign.ts). Pure apart from loading the cipher code: the
 * clock and keys come in as arguments.
 */
export async function secureParams(
  params: Readonly<Record<string, unknown>>,
  options: SecurityOptions,
  now: number,
  keys: SecurityKeys = runtimeKeys,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...params };
  const fields = (options.encrypt ?? []).filter((field) => !isEmpty(out[field]));
  if (fields.length > 0) {
    const aesEncrypt = await loadAesEncrypt();
    for (const field of fields) {
      const value = out[field];
      out[field] = aesEncrypt(
        typeof value === 'string' ? value : JSON.stringify(value),
        keys.aesKey,
      );
    }
  }
  if (!options.sign) return out;
  // A caller's own timestamp/sign must not leak into the signed pairs.
  delete out.timestamp;
  delete out.sign;
  const signParams = await loadSigner();
  const sign = signParams(out, now, keys.signSecrets[options.sign]);
  return { ...out, timestamp: now, sign };
}
