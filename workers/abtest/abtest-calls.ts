/**
 * The A/B calls of the worker's endpoint (engine-protocol.ts AnalyticsEngine:
 * startAbtest, readAbtest) over the experiment runtime, with the worker's real
 * clock, network and Dexie. Never rejects: every outcome is a value.
 */
import type { AnalyticsEngine } from '../../src/sdk/core/engine-protocol';
import { createAnalyticsDb } from '../db';
import { describeError, warn } from '../log';
import type { PostNotice } from '../notices';
import { createAbtestRuntime } from './abtest-runtime';
import type { AbtestDeps } from './abtest-runtime';
import { createResultCache } from './result-cache';

export type AbtestCalls = Pick<AnalyticsEngine, 'startAbtest' | 'readAbtest'>;

export function createAbtestCalls(
  deps: Omit<AbtestDeps, 'openCache' | 'notify'>,
  notify: PostNotice,
): AbtestCalls {
  const runtime = createAbtestRuntime({
    ...deps,
    openCache: (dbName) => createResultCache(() => createAnalyticsDb(dbName)),
    notify,
  });
  return {
    startAbtest: (setup) =>
      runtime.start(setup).catch((error: unknown) => {
        warn('experiments failed to start', error);
        return { ok: false, error: `start failed: ${describeError(error)}` };
      }),
    readAbtest: (request) =>
      runtime.read(request).catch((error: unknown) => {
        warn('experiment read failed; defaults apply', error);
        return { ok: false, error: 'network', message: describeError(error) };
      }),
  };
}
