import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEV_DEFAULTS } from '../src/shared/dev-defaults';
import type { SignIdentity } from '../src/shared/sign';

/** Secrets shared with the app build (README: the env names mirror the VITE_* ones). */
export interface ServerSecrets {
  signSecrets: Record<SignIdentity, string>;
  testTokenAesKey: string;
}

/** Reads the server's secrets from the environment, falling back to the documented dev defaults. */
export function readSecrets(env: NodeJS.ProcessEnv = process.env): ServerSecrets {
  return {
    signSecrets: {
      user: env.USER_SIGN_SECRET || DEV_DEFAULTS.userSignSecret,
      bidder: env.BIDDER_SIGN_SECRET || DEV_DEFAULTS.bidderSignSecret,
    },
    testTokenAesKey: env.TEST_TOKEN_AES_KEY || DEV_DEFAULTS.testTokenAesKey,
  };
}

/**
 * The /__dev/* controls (faults, request log, reset) are on by default: this is a
 * reference server for development and tests. DEV_ENDPOINTS=0 turns them off; with
 * NODE_ENV=production they are off unless DEV_ENDPOINTS=1 turns them on explicitly.
 */
export function readDevEndpoints(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.DEV_ENDPOINTS === '0') return false;
  if (env.DEV_ENDPOINTS === '1') return true;
  return env.NODE_ENV !== 'production';
}

// Listening on every address names no host a caller could use.
const WILDCARD_HOSTS: ReadonlySet<string> = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * Host names a loopback caller of /__dev/* may use besides localhost and loopback
 * addresses: the configured HOST (when it is one name) and DEV_HOSTS (comma-separated).
 */
export function readDevHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = [env.HOST ?? '', ...(env.DEV_HOSTS ?? '').split(',')];
  return names.map((name) => name.trim().toLowerCase()).filter((n) => !WILDCARD_HOSTS.has(n));
}

/**
 * CONTRACTS.md "The operator API": OPERATOR_TOKEN from the environment, or a
 * random one made at start (main.ts prints it). `generated` says which.
 */
export function readOperatorToken(env: NodeJS.ProcessEnv = process.env): {
  token: string;
  generated: boolean;
} {
  const fromEnv = env.OPERATOR_TOKEN?.trim();
  if (fromEnv) return { token: fromEnv, generated: false };
  return { token: randomBytes(18).toString('base64url'), generated: true };
}

/** `Authorization: Bearer <token>` compared in constant time. */
export function isOperatorAuthorization(header: unknown, token: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
