import { defineConfig } from 'vitest/config';

// e2e: real Chromium (Debian's /usr/bin/chromium via playwright-core) against the
// reference server started once in globalSetup on a free loopback port.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
