import { defineConfig } from 'vitest/config';

// Unit tests: pure core, request layer, Dexie on fake-indexeddb, server via inject.
// Files that need a DOM opt in with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
