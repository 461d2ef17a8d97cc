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

export interface RoutesResult {
  conditions: typeof PHONE_CONDITIONS;
  routes: RouteLoadResult[];
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
      const routes: RouteLoadResult[] = [];
      for (const target of BENCH_ROUTES) {
        log(`routes: ${target.route} cold and warm`);
        routes.push(
          await measureRouteLoad(browser, gateway.url, distDir, { ...target, storage: { token } }),
        );
      }
      return { conditions: PHONE_CONDITIONS, routes };
    } finally {
      await gateway.close();
    }
  } finally {
    await server.close();
  }
}
