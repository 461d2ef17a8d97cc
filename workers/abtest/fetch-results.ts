/**
 * One POST to the experiment service (spec 001 §7: visitor id and platform; the
 * body of sa-sdk-javascript's A/B plugin) with a deadline. Resolves with a value
 * on every outcome: the parsed results, or why there are none.
 */
import { parseExperimentResponse } from '../../src/sdk/core/abtest';
import type { ExperimentResult } from '../../src/sdk/core/abtest';
import type { AbtestFailure, AbtestSetup, AbtestVisitor } from '../../src/sdk/core/abtest-protocol';
import { SDK_VERSION } from '../../src/sdk/core/constants';
import { warn } from '../log';

export interface FetchResponseLike {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

export type AbtestFetch = (url: string, init: RequestInit) => Promise<FetchResponseLike>;

export interface TimerDeps {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export type FetchOutcome =
  { ok: true; results: ExperimentResult[] } | { ok: false; error: AbtestFailure; message: string };

export function requestBody(setup: AbtestSetup, visitor: AbtestVisitor): string {
  return JSON.stringify({
    anonymous_id: visitor.anonymous_id,
    ...(visitor.login_id ? { login_id: visitor.login_id } : {}),
    platform: setup.platform,
    abtest_lib_version: SDK_VERSION,
    properties: setup.properties ?? {},
  });
}

/** Reads `{ status: 'SUCCESS', results }` (bad items dropped, logged); never throws. */
export function readResponse(body: unknown): FetchOutcome {
  const parsed = parseExperimentResponse(body);
  if (!parsed.ok) return { ok: false, error: 'bad-response', message: parsed.error };
  if (parsed.dropped > 0) warn(`${parsed.dropped} experiment results were malformed and ignored`);
  return { ok: true, results: parsed.results };
}

export async function fetchResults(
  deps: TimerDeps & { fetch: AbtestFetch },
  setup: AbtestSetup,
  visitor: AbtestVisitor,
  timeoutMs: number,
): Promise<FetchOutcome> {
  const controller = typeof AbortController === 'undefined' ? null : new AbortController();
  let timedOut = false;
  let timer: unknown;
  const deadline = new Promise<FetchOutcome>((resolve) => {
    timer = deps.setTimeout(() => {
      timedOut = true;
      controller?.abort();
      resolve({ ok: false, error: 'timeout', message: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  const attempt = (async (): Promise<FetchOutcome> => {
    try {
      const response = await deps.fetch(setup.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: requestBody(setup, visitor),
        credentials: 'omit',
        signal: controller?.signal,
      });
      if (!response.ok) {
        return { ok: false, error: 'http', message: `experiment service HTTP ${response.status}` };
      }
      const body: unknown = await response.json().catch(() => undefined);
      return readResponse(body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return timedOut
        ? { ok: false, error: 'timeout', message: `no answer within ${timeoutMs} ms` }
        : { ok: false, error: 'network', message };
    }
  })();
  try {
    return await Promise.race([attempt, deadline]);
  } finally {
    deps.clearTimeout(timer);
  }
}
