import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { localRules } from './scripts/eslint/kebab-case-files.js';
import { SIZE_EXCEPTIONS } from './scripts/eslint/size-exceptions.js';

// Import zones of ARCHITECTURE.md: app → features → api/bridge/store/lib/components;
// no feature imports another; sdk/core stays pure; server, sw and workers share only
// src/shared (workers also src/sdk/core). tests/unit/app/lint-zones.test.ts proves each zone.
// The feature list is the folders of src/features, so a new area is covered on creation.
const features = readdirSync(fileURLToPath(new URL('./src/features', import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature; move shared code down.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'bench/.build/**',
      'bench/results/**',
      'coverage/**',
      'data/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: localRules },
    rules: {
      'local/kebab-case-files': 'error',
      // STYLE.md §9 and the team's hard limits; exceptions are named below with their reason.
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/sdk/core',
              from: [
                './src/app',
                './src/features',
                './src/api',
                './src/bridge',
                './src/store',
                './src/components',
                './workers',
              ],
              message: 'sdk/core is pure: no app, UI or I/O imports.',
            },
            {
              target: ['./src/sdk/core', './src/shared'],
              from: './src/lib',
              message: 'sdk/core and src/shared are pure: they never import src/lib.',
            },
            {
              target: './src/sdk/core',
              from: './src/sdk',
              except: ['./core'],
              message: 'sdk/core never imports the SDK facade (src/sdk/*): the facade imports it.',
            },
            {
              target: ['./server', './sw'],
              from: './src',
              except: ['./shared'],
              message: 'The server and the service worker import only src/shared from src/.',
            },
            {
              target: './workers',
              from: './src',
              except: ['./sdk/core', './shared'],
              message: 'Workers import only src/sdk/core and src/shared from src/.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app shell; the app imports features.',
            },
            {
              target: './src/sdk',
              from: ['./src/app', './src/features'],
              message: 'The analytics SDK never imports the app or its features.',
            },
            {
              target: './src/api',
              from: './src/components',
              message: 'The request layer has no UI: the app installs toasts and dialogs at boot.',
            },
            {
              // What server, sw and workers import must stay pure and self-contained.
              target: './src/shared',
              from: ['./src', './server', './workers', './sw'],
              except: ['./shared'],
              message: 'src/shared is pure and imports only src/shared (the server imports it).',
            },
            {
              target: ['./src/api', './src/lib', './src/bridge', './src/store', './src/components'],
              from: ['./src/app', './src/features'],
              message: 'Imports flow one way: app → features → shared layers.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    // react-router's Link brings its framework-mode prefetching to every route's cold start
    // (issue 13 route budget): src/components/app-link is the app's link. (src/api sets its
    // own list below; it renders nothing.)
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                'Use AppLink (src/components/app-link/app-link.tsx): Link costs every route 2 KB gz.',
            },
          ],
        },
      ],
    },
  },
  {
    // The request layer stays UI-free (issue 6): the app installs toasts at boot.
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd-mobile', 'antd-mobile/*'],
              message: 'The request layer has no UI: the app installs toasts and dialogs at boot.',
            },
          ],
        },
      ],
    },
  },
  {
    // ARCHITECTURE.md "Pure core": no clock, no randomness, no DOM or storage inside. The
    // time comes in as `now`, randomness as a function, from the edges.
    files: ['src/sdk/core/**', 'src/shared/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'sdk/core and src/shared are pure: pass what you need in from the edge.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...[
          ['Date', 'now'],
          ['Math', 'random'],
          ['performance', 'now'],
          ['globalThis', 'window'],
          ['globalThis', 'document'],
          ['globalThis', 'localStorage'],
        ].map(([object, property]) => ({
          object,
          property,
          message:
            'sdk/core and src/shared are pure: the clock (`now`) and randomness are passed in.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'sdk/core and src/shared are pure: `new Date()` reads the clock; use `new Date(now)`.',
        },
      ],
    },
  },
  {
    // Browser tests wait for the app's signals (tests/e2e/harness.ts, src/sdk/page-signals.ts),
    // never for time: a sleep is a race a loaded CI machine loses (issue 13 §4). Timing
    // targets belong to bench/.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Identifier[name=/^(waitForTimeout|setTimeout|setInterval)$/]',
          message:
            'No sleeps or bare timers in e2e tests: wait for an app signal (harness.ts: goOffline, waitForSignal, pollUntil, deliveredSoFar); timing targets go to bench/.',
        },
      ],
    },
  },
  ...SIZE_EXCEPTIONS,
);
