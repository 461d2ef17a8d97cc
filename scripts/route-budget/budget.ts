/**
 * Per-route main-thread JavaScript of a cold start (issue 13 §6): the HTML entry
 * and its static imports, plus the route's lazy chunk and its static imports,
 * gzipped at level 9 (as bench/first-route/measure-route.ts). Deterministic: the
 * same build gives the same bytes, so the check may assert them.
 */
import { gzipSync } from 'node:zlib';
import {
  bootKeys,
  ROUTE_CHUNKS,
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
  /** The boot chunks' own files (lazy chunks every cold start loads). */
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
  routeChunks: Readonly<Record<string, readonly RegExp[]>> = ROUTE_CHUNKS,
): BudgetReport {
  const boot = bootKeys(manifest);
  const shellKeys = [entryKey(manifest), ...boot];
  const shell = staticClosure(manifest, shellKeys);
  const figures = routes.map((route): RouteFigure => {
    const own = bootKeys(manifest, routeChunks[route.path] ?? []);
    const module = findModuleKey(manifest, route.module);
    const files = staticClosure(manifest, [...shellKeys, module, ...own]);
    const outside = [...files].filter((file) => !shell.has(file));
    return {
      path: route.path,
      gzBytes: sum(files, sizeOf),
      routeGzBytes: sum(outside, sizeOf),
      files: [...files].sort(),
    };
  });
  const bootFiles = boot.map((key) => manifest[key]?.file ?? key).sort();
  return { shellGzBytes: sum(shell, sizeOf), bootFiles, routes: figures };
}

/** The routes over `budget`: the check fails when there is one. */
export function overBudget(report: BudgetReport, budget = ROUTE_BUDGET_BYTES): RouteFigure[] {
  return report.routes.filter((route) => route.gzBytes > budget);
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** A plain-text table, heaviest route first, for the terminal and CI logs. */
export function formatTable(report: BudgetReport, budget = ROUTE_BUDGET_BYTES): string {
  const rows = [...report.routes].sort((a, b) => b.gzBytes - a.gzBytes);
  const width = Math.max(7, ...rows.map((row) => row.path.length));
  const line = (cells: string[]): string =>
    [cells[0]?.padEnd(width), ...cells.slice(1).map((cell) => cell.padStart(11))].join('  ');
  const out = [line(['route', 'KB gz', 'screen KB', 'status'])];
  for (const row of rows) {
    out.push(
      line([row.path, kb(row.gzBytes), kb(row.routeGzBytes), row.gzBytes > budget ? 'FAIL' : 'ok']),
    );
  }
  out.push(line(['(shell)', kb(report.shellGzBytes), '', '']));
  out.push(`budget: ${kb(budget)} KB gz of main-thread JavaScript per route, cold start`);
  out.push(`shell: entry, its static imports and boot chunks ${report.bootFiles.join(', ')}`);
  return out.join('\n');
}
