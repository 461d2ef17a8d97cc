import { aesDecrypt } from '../../src/shared/cipher';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Endpoint } from '../../src/shared/contract';
import type { ServerSecrets } from '../config';
import type { SeenSignatures } from '../http/seen-signatures';
import { checkSignature } from '../http/sign-check';
import { fail, type Failure } from './failure';

export type Unwrapped =
  | { ok: true; params: Record<string, unknown> }
  | { ok: false; failure: Failure; status: 200 | 400 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badInput(detail: string): Unwrapped {
  const failure = fail({
    code: BUSINESS_ERRORS.badInput.code,
    msg: `${BUSINESS_ERRORS.badInput.msg}：${detail}`,
  });
  return { ok: false, failure, status: 400 };
}

/**
 * What the app sent (the query of a GET, else the JSON body), undone in the
 * app's order reversed (src/api/secure-params.ts: encrypt, then sign): the
 * signature is checked over the encrypted values, then `timestamp` and `sign`
 * are dropped and the AES fields decrypted, ready for the input schema.
 */
export function unwrapParams(
  endpoint: Endpoint,
  sent: unknown,
  keys: { secrets: ServerSecrets; seenSignatures: SeenSignatures },
  now: number,
): Unwrapped {
  const { secrets } = keys;
  const params = sent ?? {};
  if (!isRecord(params)) return badInput('(root): invalid_type, expected object');
  const out: Record<string, unknown> = { ...params };
  if (endpoint.sign) {
    const check = checkSignature(params, secrets.signSecrets[endpoint.sign], now);
    if (check === 'invalid')
      return { ok: false, failure: fail(BUSINESS_ERRORS.signature), status: 200 };
    if (check === 'expired') {
      return { ok: false, failure: fail(BUSINESS_ERRORS.signatureExpired), status: 200 };
    }
    // A valid signature is good once: the same signed call again is a replay.
    const sentAt = Number(params.timestamp);
    if (!keys.seenSignatures.firstUse(endpoint.sign, String(params.sign), sentAt, now)) {
      return { ok: false, failure: fail(BUSINESS_ERRORS.signatureReplayed), status: 200 };
    }
    delete out.timestamp;
    delete out.sign;
  }
  for (const field of endpoint.encrypt ?? []) {
    const value = out[field];
    if (typeof value !== 'string') continue; // absent or mistyped: the schema says which
    const plain = aesDecrypt(value, secrets.testTokenAesKey);
    if (plain === '') return badInput(`${field}: decrypt_failed`);
    out[field] = plain;
  }
  return { ok: true, params: out };
}
