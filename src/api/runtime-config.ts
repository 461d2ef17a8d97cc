import { DEV_DEFAULTS } from '../shared/dev-defaults';
import type { SignIdentity } from '../shared/sign';

// Read once at build time by Vite; a missing variable falls back to the dev default.
const env = import.meta.env as Record<string, string | undefined>;

export const signSecrets: Record<SignIdentity, string> = {
  user: env.VITE_USER_SIGN_SECRET || DEV_DEFAULTS.userSignSecret,
  bidder: env.VITE_BIDDER_SIGN_SECRET || DEV_DEFAULTS.bidderSignSecret,
};

export const testTokenAesKey = env.VITE_TEST_TOKEN_AES_KEY || DEV_DEFAULTS.testTokenAesKey;
