/**
 * Per-route figures of issue 6: the JavaScript a cold start downloads (main
 * thread, gzipped) and the time to content on an emulated phone, cold and warm
 * (service worker). Builds the app, serves it with the reference server behind
 * a gzip gateway, logs in as the seller and loads each route of
 * routes/route-visits.ts in its own context, one after the other (timings must
 * not share the 2 cores).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildServer } from '../../server/app';
import { DEMO_USERS } from '../../server/db/seed/users-data';
import { loginToken } from '../../server/dev/login-client';
import { buildApp } from '../first-route/build-app';
import { startGzipGateway } from '../routes/gzip-gateway';
import { measureRouteLoad, type RouteLoadResult } from '../routes/measure-route-load';
import { BENCH_ROUTES } from '../routes/route-visits';
import { PHONE_CONDITIONS } from '../routes/phone-conditions';

/**
 * Each route is loaded this many times (a fresh context each) and the median
 * timing reported: on a shared 2-core machine one load can vary by a second.
 */
export const ROUTE_RUNS = 3;

export interface RoutesResult {
  conditions: typeof PHONE_CONDITIONS;
  runs: number;
  /** Per route: the run with the median cold time to content. */
  routes: RouteLoadResult[];
  /** Every run, per route, in order. */
  allRuns: RouteLoadResult[][];
}

/** The run whose cold time to content is the median; a route not built is reported as such. */
export function medianRun(runs: readonly RouteLoadResult[]): RouteLoadResult {
  const built = runs.filter((run) => run.built);
  if (built.length === 0 && runs[0]) return runs[0];
  const sorted = [...built].sort((a, b) => a.cold.contentMs - b.cold.contentMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no route run to report');
  return median;
}

const log = (line: string): void => void process.stderr.write(`[bench] ${line}\n`);

export async function runRoutes(
  browser: Browser,
  projectRoot: string,
  buildRoot: string,
): Promise<RoutesResult> {
  const distDir = path.join(buildRoot, 'app-routes');
  await buildApp(projectRoot, distDir);
  const server = await buildServer({ dbPath: ':memory:', distDir, appVersion: 'bench' });
  try {
    const upstream = await server.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await startGzipGateway(upstream);
    try {
      const seller = DEMO_USERS.seller;
      const token = await loginToken(upstream, seller.phone, seller.password);
      const allRuns: RouteLoadResult[][] = [];
      for (const target of BENCH_ROUTES) {
        const runs: RouteLoadResult[] = [];
        for (let run = 1; run <= ROUTE_RUNS; run += 1) {
          log(`routes: ${target.route} cold and warm (${run}/${ROUTE_RUNS})`);
          const result = await measureRouteLoad(browser, gateway.url, distDir, {
            ...target,
            storage: { token },
          });
          runs.push(result);
          if (!result.built) break;
        }
        allRuns.push(runs);
      }
      return {
        conditions: PHONE_CONDITIONS,
        runs: ROUTE_RUNS,
        routes: allRuns.map(medianRun),
        allRuns,
      };
    } finally {
      await gateway.close();
    }
  } finally {
    await server.close();
  }
}
