/**
 * One POST to the experiment service (spec 001 §7: visitor id and platform; the
 * body of sa-sdk-javascript's A/B plugin) with a deadline. Resolves with a value
 * on every outcome: the parsed results, or why there are none. The network and
 * timers are passed in: the worker uses it, and the page for a first visit's
 * link decision (abtest/first-visit.ts).
 */
import { parseExperimentResponse } from './abtest';
import type { ExperimentResult } from './abtest';
import type { AbtestFailure, AbtestSetup, AbtestVisitor } from './abtest-protocol';
import { requestBody } from './abtest-request';

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
  /** `dropped`: malformed items left out (the caller logs them). */
  | { ok: true; results: ExperimentResult[]; dropped: number }
  | { ok: false; error: AbtestFailure; message: string };

/** Reads `{ status: 'SUCCESS', results }` (bad items dropped and counted); never throws. */
export function readResponse(body: unknown): FetchOutcome {
  const parsed = parseExperimentResponse(body);
  if (!parsed.ok) return { ok: false, error: 'bad-response', message: parsed.error };
  return { ok: true, results: parsed.results, dropped: parsed.dropped };
}

export async function fetchResults(
  deps: TimerDeps & { fetch: AbtestFetch },
  setup: Pick<AbtestSetup, 'url' | 'platform' | 'properties'>,
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
