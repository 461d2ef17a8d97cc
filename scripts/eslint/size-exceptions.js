/**
 * Named exceptions to the size rules (max-lines 250, max-lines-per-function 80), each
 * with its reason. Prefer splitting: an entry goes when its file is split.
 */
const sizeException = (reason, files, rules) => ({
  name: `size exception: ${reason}`,
  files,
  rules,
});
const noFileLimit = { 'max-lines': 'off' };
const noFunctionLimit = { 'max-lines-per-function': 'off' };
export const SIZE_EXCEPTIONS = [
  sizeException(
    'a describe() callback is a group of cases, not a function; test files keep the file limit',
    ['tests/**'],
    noFunctionLimit,
  ),
  sizeException(
    'seed data: the demo rule and article texts, one table read as a whole',
    ['server/db/seed/*-data.ts'],
    noFileLimit,
  ),
  sizeException(
    'long table tests of the pure core: one row per rule of spec 001 §4/§5, read as one table',
    [
      'tests/unit/sdk/core/filters.test.ts',
      'tests/unit/sdk/core/popup-engine.test.ts',
      'tests/unit/sdk/core/popup-engine-windows.test.ts',
      'tests/unit/sdk/core/abtest-visual.test.ts',
    ],
    noFileLimit,
  ),
  // TEMPORARY (issue 13 §5): scenario test files over the limit, to be split by describe.
  sizeException(
    'temporary: scenario tests to split by describe block',
    ['tests/unit/sdk/worker-client.test.ts', 'tests/unit/workers/popups-lifecycle.test.ts'],
    noFileLimit,
  ),
  // TEMPORARY (issue 13 §5): factory closures (createX returning small methods over shared
  // private state); the closure as a whole passes 80 lines while each method is small.
  // To split into modules of methods over an explicit state object.
  sizeException(
    'temporary: factory closures to split into modules of methods',
    [
      'src/sdk/sensors.ts',
      'src/sdk/popup/popup-display.ts',
      'src/sdk/abtest/abtest-layer.ts',
      'workers/popups/runtime.ts',
      'workers/popups/pulls.ts',
      'workers/event-store.ts',
      'workers/engine-session.ts',
      'workers/abtest/abtest-runtime.ts',
      'bench/receiver.ts',
    ],
    noFunctionLimit,
  ),
  // TEMPORARY (issue 13 §3): src/features is being rewritten onto the new api-file shape
  // by another change; this page is split there.
  sizeException(
    'temporary: a page of src/features under rewrite (issue 13 §3)',
    ['src/features/account/pages/registration-page.tsx'],
    noFunctionLimit,
  ),
];
