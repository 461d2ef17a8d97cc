import { aesEncrypt } from './cipher';
import type { SignIdentity } from './dev-defaults';
import { signSecrets, testTokenAesKey } from './runtime-config';
import { signParams } from './sign';

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

/**
 * Encrypts the named fields, then (for a signed call) adds `timestamp` (ms) and
 * `sign` as interfaces.md says. Pure: the clock and keys come in as arguments.
 */
export function secureParams(
  params: Readonly<Record<string, unknown>>,
  options: SecurityOptions,
  now: number,
  keys: SecurityKeys = runtimeKeys,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  for (const field of options.encrypt ?? []) {
    const value = out[field];
    if (value === undefined || value === null || value === '') continue;
    out[field] = aesEncrypt(typeof value === 'string' ? value : JSON.stringify(value), keys.aesKey);
  }
  if (!options.sign) return out;
  // A caller's own timestamp/sign must not leak into the signed pairs.
  delete out.timestamp;
  delete out.sign;
  const sign = signParams(out, now, keys.signSecrets[options.sign]);
  return { ...out, timestamp: now, sign };
}
