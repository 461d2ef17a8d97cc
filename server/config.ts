import { DEV_DEFAULTS, type SignIdentity } from '../src/api/dev-defaults';

/** Secrets shared with the app build (interfaces: env names mirror the VITE_* ones). */
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
 * reference server for development and tests. DEV_ENDPOINTS=0 turns them off.
 */
export function readDevEndpoints(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEV_ENDPOINTS !== '0';
}
