/**
 * The experiment side of the engine (issue 8 "Fetching"): fetches the current
 * visitor's results, keeps them in Dexie, refreshes them every `refreshMs`,
 * refetches when the visitor changes and answers the page's reads. Every
 * failure is logged and answered as a value: the page then uses its defaults.
 */
import type {
  AbtestAnswer,
  AbtestNotice,
  AbtestRequest,
  AbtestSetup,
  AbtestVisitor,
} from '../../src/sdk/core/abtest-protocol';
import { visitorKey } from '../../src/sdk/core/abtest-protocol';
import { resolveFetchTimeout } from '../../src/sdk/core/abtest-options';
import type { EngineResult } from '../../src/sdk/core/engine-protocol';
import { warn } from '../log';
import { fetchResults } from '../../src/sdk/core/abtest-fetch';
import type { AbtestFetch, FetchOutcome, TimerDeps } from '../../src/sdk/core/abtest-fetch';
import type { ResultCache } from './result-cache';
import { checkAbtestSetup } from './setup-check';

export interface AbtestDeps extends TimerDeps {
  fetch: AbtestFetch;
  now: () => number;
  /** The results cache over the named database (one per setup's dbName). */
  openCache: (dbName: string) => ResultCache;
  notify: (notice: AbtestNotice) => void;
}

export interface AbtestRuntime {
  /** (Re)starts with the plugin's setup: fetches now, then every `refreshMs`. */
  start(setup: AbtestSetup): Promise<EngineResult>;
  read(request: AbtestRequest): Promise<AbtestAnswer>;
  stop(): void;
}

interface InFlight {
  key: string;
  outcome: Promise<AbtestAnswer>;
  /** When its own deadline passes (a caller with a later one fetches again then). */
  endsAt: number;
}

export function createAbtestRuntime(deps: AbtestDeps): AbtestRuntime {
  let setup: AbtestSetup | null = null;
  let cache: ResultCache | null = null;
  let cacheName = '';
  let visitor: AbtestVisitor | null = null;
  let inFlight: InFlight | null = null;
  let timer: unknown;

  /** Resolves with `answer`, or with a timeout failure after `ms` if it is later. */
  function withDeadline(answer: Promise<AbtestAnswer>, ms: number): Promise<AbtestAnswer> {
    let handle: unknown;
    const late = new Promise<AbtestAnswer>((resolve) => {
      handle = deps.setTimeout(
        () => resolve({ ok: false, error: 'timeout', message: `no answer within ${ms} ms` }),
        ms,
      );
    });
    return Promise.race([answer, late]).finally(() => deps.clearTimeout(handle));
  }

  async function settle(key: string, outcome: FetchOutcome): Promise<AbtestAnswer> {
    if (!outcome.ok) {
      warn(`experiment fetch failed (${outcome.error}): ${outcome.message}; defaults apply`);
      return outcome;
    }
    if (outcome.dropped > 0) warn(`${outcome.dropped} malformed experiment results ignored`);
    const fetchedAt = deps.now();
    await cache?.write(key, outcome.results, fetchedAt);
    // A fetch for a visitor who has left since is cached but not announced.
    if (visitor && visitorKey(visitor) === key) {
      deps.notify({ kind: 'abtest', visitorKey: key, results: outcome.results, fetchedAt });
    }
    return { ok: true, results: outcome.results, source: 'network', fetchedAt };
  }

  /**
   * One fetch per visitor at a time: later callers join it. A caller willing to
   * wait longer than the running fetch's deadline tries again if it times out.
   */
  function fetchFor(who: AbtestVisitor, timeoutMs: number): Promise<AbtestAnswer> {
    const key = visitorKey(who);
    const endsAt = deps.now() + timeoutMs;
    const running = inFlight;
    if (running?.key === key) {
      if (running.endsAt >= endsAt) return running.outcome;
      return running.outcome.then((answer) =>
        !answer.ok && answer.error === 'timeout' && endsAt > deps.now()
          ? fetchFor(who, endsAt - deps.now())
          : answer,
      );
    }
    if (!setup) return Promise.resolve(notStarted());
    const outcome = fetchResults(deps, setup, who, timeoutMs).then((result) => settle(key, result));
    const entry: InFlight = { key, outcome, endsAt };
    inFlight = entry;
    void outcome.finally(() => {
      if (inFlight === entry) inFlight = null;
    });
    return outcome;
  }

  function schedule(): void {
    deps.clearTimeout(timer);
    if (!setup) return;
    timer = deps.setTimeout(() => void refresh(), setup.refreshMs);
  }

  /** Fetch for the current visitor, then the next refresh (after a failure too). */
  async function refresh(): Promise<AbtestAnswer> {
    if (!setup || !visitor) return notStarted();
    schedule();
    return fetchFor(visitor, setup.timeoutMs);
  }

  /** Login, logout, identify: a new visitor gets a fetch of their own at once. */
  function follow(next: AbtestVisitor): void {
    if (visitor && visitorKey(visitor) === visitorKey(next)) return;
    visitor = next;
    void refresh();
  }

  return {
    start(next) {
      const problem = checkAbtestSetup(next);
      if (problem) {
        warn(`experiments not started: ${problem}`);
        return Promise.resolve({ ok: false, error: problem });
      }
      if (!cache || cacheName !== next.dbName) {
        cache = deps.openCache(next.dbName);
        cacheName = next.dbName;
      }
      setup = next;
      visitor = null;
      follow(next.visitor);
      return Promise.resolve({ ok: true });
    },
    async read(request) {
      if (!setup) return notStarted();
      follow(request.visitor);
      const key = visitorKey(request.visitor);
      const timeoutMs = resolveFetchTimeout(request.timeoutMs, setup.timeoutMs);
      if (request.mode !== 'network') {
        const row = (await cache?.read(key)) ?? null;
        const fresh = row !== null && deps.now() - row.fetchedAt < setup.refreshMs;
        if (row && (request.mode === 'cache' || fresh)) {
          return { ok: true, results: row.results, source: 'cache', fetchedAt: row.fetchedAt };
        }
        if (request.mode === 'cache') {
          return { ok: false, error: 'no-cache', message: 'no experiment results stored yet' };
        }
      }
      return withDeadline(fetchFor(request.visitor, timeoutMs), timeoutMs);
    },
    stop() {
      deps.clearTimeout(timer);
      setup = null;
      visitor = null;
      inFlight = null;
    },
  };
}

function notStarted(): AbtestAnswer {
  return { ok: false, error: 'not-started', message: 'experiments are not started' };
}
