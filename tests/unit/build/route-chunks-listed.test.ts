import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS } from '../../../scripts/route-budget/manifest-closure';
import { parseRouteTable } from '../../../scripts/route-budget/route-table';

// ROUTE_CHUNKS is kept by hand: the A/B layer counts for a route only when listed there.
// This reads each page's own imports (inside src/, past the SDK) so that a screen that
// starts calling a code experiment cannot leave its route's figure low.
const root = path.resolve(__dirname, '../../..');
const routesFile = path.join(root, 'src/app/routes.tsx');
const CALLS_EXPERIMENT = /\b(useExperimentText|fetchABTest|fastFetchABTest|asyncFetchABTest)\b/;
const IMPORT = /(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

function resolveModule(fromFile: string, spec: string): string | null {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Whether a module or anything it imports (not the SDK itself) calls a code experiment. */
function callsExperiment(entry: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.includes(`${path.sep}src${path.sep}sdk${path.sep}`)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (CALLS_EXPERIMENT.test(source)) return true;
    for (const match of source.matchAll(IMPORT)) {
      const next = resolveModule(file, match[1] ?? match[2] ?? '');
      if (next) queue.push(next);
    }
  }
  return false;
}

describe('routes whose code loads the A/B layer', () => {
  it('are exactly the ROUTE_CHUNKS rows', () => {
    const rows = parseRouteTable(readFileSync(routesFile, 'utf8'), routesFile, root);
    const calling = rows
      .filter((row) => {
        const file = resolveModule(path.join(root, 'x'), `./${row.module}`);
        return file !== null && callsExperiment(file);
      })
      .map((row) => row.path);
    expect(calling).toEqual(Object.keys(ROUTE_CHUNKS));
  });
});
