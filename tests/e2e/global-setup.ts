import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../server/app';

// One reference server for the whole e2e run: built app from dist/, in-memory SQLite.
export default async function setup(project: TestProject) {
  // OUT_DIR: the build folder (vite.config.ts reads the same variable), dist/ by default.
  const distDir = process.env.OUT_DIR || 'dist';
  if (!existsSync(`${distDir}/index.html`) || process.env.E2E_REBUILD === '1') {
    // vitest sets NODE_ENV=test; a production build is what npm start serves (SW registered).
    const build = spawnSync('npx', ['vite', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed before e2e');
  }
  // A known operator token: tests create popup plans and experiments through the operator API.
  const server = await buildServer({
    dbPath: ':memory:',
    distDir,
    appVersion: 'e2e-1',
    operatorToken: 'e2e-operator',
    // Every test logs in from 127.0.0.1 within minutes; the limits have their unit tests.
    rateLimits: false,
    // The demo bank never settles by itself here: a test settles each payment it starts
    // (POST /__dev/bank/settle), so "still pending" and "failed" are never raced by a timer.
    bankSettleMs: 0,
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('operatorToken', 'e2e-operator');
  return async () => {
    await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    operatorToken: string;
  }
}
