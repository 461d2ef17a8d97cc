/**
 * The A/B experiment part of the page ↔ worker contract (engine-protocol.ts):
 * the setup the plugin hands the worker, the result requests and answers, and
 * the notice the worker posts after each refresh. Types only.
 */
import type { ExperimentResult } from './abtest';

/** Who the results are for: sa-sdk's A/B request sends the anonymous id and, once logged in, the login id. */
export interface AbtestVisitor {
  anonymous_id: string;
  login_id?: string;
}

export interface AbtestSetup {
  /** The experiment service's results URL (validated on the page: http, project key). */
  url: string;
  platform: string;
  /** spec 001 §9: 3000 ms by default, never below 200 ms. */
  timeoutMs: number;
  /** spec 001 §9: experiment refresh 600000 ms. */
  refreshMs: number;
  visitor: AbtestVisitor;
  /** The engine's IndexedDB database (the results live beside the outbox). */
  dbName: string;
  /** `properties` of the request body (sa-sdk sends `$is_first_day`). */
  properties?: Record<string, unknown>;
}

/**
 * `network`: a fetch now (join the one in flight); `cached-first`: the stored
 * results when fresh (younger than the refresh interval), else a fetch;
 * `cache`: the stored results of any age, never a fetch.
 */
export type AbtestReadMode = 'network' | 'cached-first' | 'cache';

export interface AbtestRequest {
  visitor: AbtestVisitor;
  mode: AbtestReadMode;
  /** This call's own deadline (clamped to at least 200 ms); the setup's when absent. */
  timeoutMs?: number;
}

export type AbtestSource = 'network' | 'cache';

export type AbtestFailure =
  'not-started' | 'timeout' | 'network' | 'http' | 'bad-response' | 'no-cache';

/** Errors are values (STYLE.md on comlink): a failure means "use the defaults". */
export type AbtestAnswer =
  | { ok: true; results: ExperimentResult[]; source: AbtestSource; fetchedAt: number }
  | { ok: false; error: AbtestFailure; message: string };

/** Posted after every successful fetch (refresh, visitor change) so the page can re-apply. */
export interface AbtestNotice {
  kind: 'abtest';
  visitorKey: string;
  results: ExperimentResult[];
  fetchedAt: number;
}

/** One key per visitor for the cache and the "already triggered" memory. */
export function visitorKey(visitor: AbtestVisitor): string {
  return `${visitor.anonymous_id}|${visitor.login_id ?? ''}`;
}
