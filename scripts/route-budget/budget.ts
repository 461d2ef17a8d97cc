/**
 * Per-route main-thread JavaScript of a cold start (issue 13 §6): the HTML entry
 * and its static imports, plus the route's lazy chunk and its static imports,
 * gzipped at level 9 (as bench/first-route/measure-route.ts). Deterministic: the
 * same build gives the same bytes, so the check may assert them.
 */
import { gzipSync } from 'node:zlib';
import {
  bootKeys,
  entryKey,
  findModuleKey,
  staticClosure,
  type Manifest,
} from './manifest-closure';
import type { RouteRow } from './route-table';

/** Issue 6/13: 130 KB (1 KB = 1000 B, as the bench's tables); bench/budgets.ts reads it. */
export const ROUTE_BUDGET_BYTES = 130_000;

export interface RouteFigure {
  path: string;
  /** Gzipped bytes of every main-thread script of the route's cold start. */
  gzBytes: number;
  /** The route's own share: files outside the shell. */
  routeGzBytes: number;
  files: string[];
}

export interface BudgetReport {
  /** The shell: the entry, its static imports and the boot chunks (BOOT_CHUNKS). */
  shellGzBytes: number;
  bootFiles: string[];
  routes: RouteFigure[];
}

/** Gzip -9 size of one built file, read through `read` (memoised by the caller). */
export type SizeOf = (file: string) => number;

export function gzipSizer(read: (file: string) => Buffer): SizeOf {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(read(file), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

function sum(files: Iterable<string>, sizeOf: SizeOf): number {
  let total = 0;
  for (const file of files) total += sizeOf(file);
  return total;
}

export function measureRoutes(
  manifest: Manifest,
  routes: readonly RouteRow[],
  sizeOf: SizeOf,
): BudgetReport {
  const shellKeys = [entryKey(manifest), ...bootKeys(manifest)];
  const shell = staticClosure(manifest, shellKeys);
  const figures = routes.map((route): RouteFigure => {
    const files = staticClosure(manifest, [...shellKeys, findModuleKey(manifest, route.module)]);
    const own = [...files].filter((file) => !shell.has(file));
    return {
      path: route.path,
      gzBytes: sum(files, sizeOf),
      routeGzBytes: sum(own, sizeOf),
      files: [...files].sort(),
    };
  });
  const bootFiles = staticClosure(manifest, bootKeys(manifest));
  return { shellGzBytes: sum(shell, sizeOf), bootFiles: [...bootFiles].sort(), routes: figures };
}

export function overBudget(report: BudgetReport, limit = ROUTE_BUDGET_BYTES): RouteFigure[] {
  return report.routes.filter((route) => route.gzBytes > limit);
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** A plain-text table, widest route first, for the terminal and CI logs. */
export function formatTable(report: BudgetReport, limit = ROUTE_BUDGET_BYTES): string {
  const rows = [...report.routes].sort((a, b) => b.gzBytes - a.gzBytes);
  const width = Math.max(5, ...rows.map((row) => row.path.length));
  const line = (cells: string[]): string =>
    `${cells[0]?.padEnd(width)}  ${cells
      .slice(1)
      .map((cell) => cell.padStart(9))
      .join('  ')}`;
  const out = [line(['route', 'KB gz', 'route KB', 'status'])];
  for (const row of rows) {
    const status = row.gzBytes > limit ? 'OVER' : 'ok';
    out.push(line([row.path, kb(row.gzBytes), kb(row.routeGzBytes), status]));
  }
  out.push(line(['(shell)', kb(report.shellGzBytes), '', '']));
  out.push(`budget: ${kb(limit)} KB gz of main-thread JavaScript per route (cold start)`);
  return out.join('\n');
}
