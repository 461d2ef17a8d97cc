import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../src/app/routes';
import {
  formatTable,
  measureRoutes,
  overBudget,
  ROUTE_BUDGET_BYTES,
} from '../../../scripts/route-budget/budget';
import {
  bootKeys,
  findModuleKey,
  ROUTE_CHUNKS,
  staticClosure,
  type Manifest,
} from '../../../scripts/route-budget/manifest-closure';
import { parseRouteTable } from '../../../scripts/route-budget/route-table';

const root = path.resolve(__dirname, '../../..');
const routesFile = path.join(root, 'src/app/routes.tsx');

/** A build of two routes sharing a vendor chunk; sizes are each file name's length × 1000. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['_after-boot-Xy1.js', 'src/sdk/popup/popup-lazy.ts'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_style.css': { file: 'assets/style.css' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js', '_style.css'] },
  'src/sdk/abtest/abtest-layer.ts': { file: 'assets/lazy/ab.js', isDynamicEntry: true },
  // A group chunk every cold start loads after the first render: in every figure.
  '_after-boot-Xy1.js': { file: 'assets/after-boot.js', imports: ['_vendor.js'] },
  // Loads on a condition (a popup shown): in no figure.
  'src/sdk/popup/popup-lazy.ts': { file: 'assets/lazy/pl.js', isDynamicEntry: true },
  // Loads only without the analytics worker (the worker computes the profile): in no figure.
  'src/sdk/core/first-visit-profile.ts': { file: 'assets/lazy/fv.js', isDynamicEntry: true },
  'src/features/a/a-page.tsx': {
    file: 'assets/lazy/a.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
  },
  'src/features/b/index.ts': { file: 'assets/lazy/b.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/index.js': 30_000,
  'assets/vendor.js': 60_000,
  'assets/runtime.js': 1_000,
  'assets/lazy/ab.js': 5_000,
  'assets/after-boot.js': 2_000,
  'assets/lazy/pl.js': 2_000,
  'assets/lazy/fv.js': 1_000,
  'assets/form.js': 35_000,
  'assets/lazy/a.js': 5_000,
  'assets/lazy/b.js': 500,
};
const sizeOf = (file: string): number => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`not a script of the build: ${file}`);
  return size;
};
const rows = [
  { path: '/a', module: 'src/features/a/a-page' },
  { path: '/b', module: 'src/features/b' },
];

describe('route table parsing', () => {
  it('reads every row of src/app/routes.tsx, in order, with the module it loads', () => {
    const parsed = parseRouteTable(readFileSync(routesFile, 'utf8'), routesFile, root);
    expect(parsed.map((row) => row.path)).toEqual(appRoutes.map((route) => route.path));
    expect(parsed[1]).toEqual({ path: '/banks', module: 'src/features/funds/pages/banks-page' });
    for (const row of parsed) expect(row.module).toMatch(/^src\//);
  });

  it('refuses a row the budget could not follow', () => {
    const source = `const page = () => import('./p');
      export const appRoutes = [{ path: '/x', load: page }];`;
    expect(() => parseRouteTable(source, routesFile, root)).toThrow(/literal path and load/);
    expect(() => parseRouteTable('export const other = [];', routesFile, root)).toThrow(
      /no `appRoutes`/,
    );
  });
});

describe('manifest closure', () => {
  it('follows static imports transitively and keeps JavaScript only', () => {
    const files = staticClosure(manifest, [findModuleKey(manifest, 'src/features/a/a-page')]);
    expect([...files].sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/lazy/a.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
  });

  it('finds a module by its path without extension, an index file included', () => {
    expect(findModuleKey(manifest, 'src/features/b')).toBe('src/features/b/index.ts');
    expect(() => findModuleKey(manifest, 'src/features/c')).toThrow(/not a chunk/);
  });

  it('fails when a boot chunk is missing rather than leave it out', () => {
    expect(bootKeys(manifest)).toEqual(['_after-boot-Xy1.js']);
    const layer = ROUTE_CHUNKS['/userFissionRegistration'] ?? [];
    expect(bootKeys(manifest, layer)).toEqual(['src/sdk/abtest/abtest-layer.ts']);
    const { ['src/sdk/abtest/abtest-layer.ts']: _gone, ...renamed } = manifest;
    expect(() => bootKeys(renamed, layer)).toThrow(/abtest-layer.*matches 0/);
    // A group chunk counts only as something a chunk imports dynamically.
    const entry = { ...manifest['index.html'], dynamicImports: [] } as Manifest[string];
    expect(() => bootKeys({ ...manifest, 'index.html': entry })).toThrow(/after-boot.*matches 0/);
  });
});

describe('route figures and verdict', () => {
  // /a's code calls an A/B code experiment: the layer counts for it alone (ROUTE_CHUNKS).
  const report = measureRoutes(manifest, rows, sizeOf, {
    '/a': [/^src\/sdk\/abtest\/abtest-layer\.ts$/],
  });

  it('adds the shell (entry, its imports, after-boot; not what loads on a condition) to each route, and the lazy chunks of its own code', () => {
    expect(report.shellGzBytes).toBe(93_000);
    expect(report.routes).toEqual([
      expect.objectContaining({ path: '/a', gzBytes: 138_000, routeGzBytes: 45_000 }),
      expect.objectContaining({ path: '/b', gzBytes: 93_500, routeGzBytes: 500 }),
    ]);
  });

  it('fails every route over the budget, and only those', () => {
    expect(overBudget(report).map((route) => route.path)).toEqual(['/a']);
    expect(overBudget(report, 138_000)).toEqual([]);
    expect(overBudget(report, 93_499).map((route) => route.path)).toEqual(['/a', '/b']);
  });

  it('prints one line per route, heaviest first, with its status', () => {
    const table = formatTable(report, ROUTE_BUDGET_BYTES).split('\n');
    expect(table[1]).toMatch(/^\/a\s+138\.0\s+45\.0\s+FAIL$/);
    expect(table[2]).toMatch(/^\/b\s+93\.5\s+0\.5\s+ok$/);
    expect(table[3]).toMatch(/^\(shell\)\s+93\.0/);
  });
});
