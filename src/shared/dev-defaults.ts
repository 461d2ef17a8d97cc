/**
 * Development defaults shared by the app build and the reference server.
 * Production builds override them with VITE_* variables (see README); the
 * server reads the same names from its environment. None of these is a
 * production secret: the test-token key in particular exists only so that a
 * developer can log in against the reference server.
 */
export const DEV_DEFAULTS = {
  userSignSecret: 'dev-user-sign-secret',
  bidderSignSecret: 'dev-bidder-sign-secret',
  testTokenAesKey: 'DevTokenKey16B!!',
} as const;
