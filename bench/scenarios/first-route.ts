/**
 * First-route JavaScript (ARCHITECTURE "budgets"): builds the app, serves it
 * with the reference server (server/app.ts) and loads `/` as a logged-in
 * seller, the heaviest first screen (user card and both bank lists), then
 * sums the gzipped JavaScript fetched before the page was idle.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildServer } from '../../server/app';
import { DEMO_USERS } from '../../server/db/seed/users-data';
import { loginToken } from '../../server/dev/login-client';
import { buildApp } from '../first-route/build-app';
import type { LoadedScript, ScriptThread } from '../first-route/measure-route';
import { measureRoute } from '../first-route/measure-route';

/** Rendered once the seller's bank lists are on screen. */
const READY_SELECTOR = 'text=转出银行卡';

export interface FirstRouteResult {
  route: string;
  /** Gzipped bytes per thread; `main` is the budgeted figure. */
  gzBytes: Record<ScriptThread, number>;
  rawBytes: Record<ScriptThread, number>;
  idleMs: number;
  scripts: LoadedScript[];
}

function sumBy(
  scripts: readonly LoadedScript[],
  size: (s: LoadedScript) => number,
): Record<ScriptThread, number> {
  const sums: Record<ScriptThread, number> = { main: 0, worker: 0, 'service-worker': 0 };
  for (const script of scripts) sums[script.thread] += size(script);
  return sums;
}

export async function runFirstRoute(
  browser: Browser,
  projectRoot: string,
  buildRoot: string,
): Promise<FirstRouteResult> {
  const distDir = path.join(buildRoot, 'app');
  await buildApp(projectRoot, distDir);
  const server = await buildServer({ dbPath: ':memory:', distDir, appVersion: 'bench' });
  try {
    const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
    const seller = DEMO_USERS.seller;
    const token = await loginToken(baseUrl, seller.phone, seller.password);
    const load = await measureRoute(browser, baseUrl, distDir, {
      route: '/',
      storage: { token },
      readySelector: READY_SELECTOR,
    });
    return {
      route: '/',
      gzBytes: sumBy(load.scripts, (s) => s.gzBytes),
      rawBytes: sumBy(load.scripts, (s) => s.rawBytes),
      idleMs: load.idleMs,
      scripts: load.scripts,
    };
  } finally {
    await server.close();
  }
}
