/**
 * The A/B layer, loaded when a page uses the plugin (abtest-plugin.ts): checks
 * the setup (spec 001 §5), starts the worker's fetching, keeps this page's
 * copy of the visitor's results (updated by the worker's notices), follows
 * visitor changes and runs the three experiment types. Nothing here throws
 * into the page; every failure is logged and the defaults apply.
 */
import { ABTEST_LINK_MASK_MS, ABTEST_REFRESH_INTERVAL_MS } from '../core/abtest-options';
import { resolveFetchTimeout, validateExperimentUrl } from '../core/abtest-options';
import { parseExperimentResults } from '../core/abtest';
import { countRedirectingLinks } from '../core/abtest-link-decision';
import { visitorKey, type AbtestAnswer, type AbtestReadMode } from '../core/abtest-protocol';
import type { ExperimentResult } from '../core/abtest-result';
import { warn } from '../log';
import { watchRouteChanges } from '../autotrack/single-page';
import type { Sensors } from '../sensors-types';
import { createCodeParams, type FetchCall } from './code-params';
import { createLinkRunner } from './link-runner';
import { answerFrom, firstSuccess } from './first-visit';
import { readLinkCache, writeLinkCache } from './link-cache';
import type { PageGate } from './page-gate';
import { createTriggerMemory, triggerProperties } from './trigger-memory';
import { currentVisitor } from './visitor';
import { createVisualRunner } from './visual-runner';
import { followVisitor } from './visitor-watch';

/** The IndexedDB database of the engine (transport-factory.ts): the results live beside the outbox. */
const ENGINE_DB = 'sensorsdata-outbox';

export interface AbtestLayer {
  fetchABTest(options: FetchCall): Promise<unknown>;
  fastFetchABTest(options: FetchCall): Promise<unknown>;
  fetchCacheABTest(options: FetchCall): unknown;
}

interface PluginOptions {
  url?: unknown;
  timeout_milliseconds?: unknown;
  platform?: unknown;
  /** The page is an SPA whose router follows popstate: page-load redirects skip the reload. */
  spa_redirect?: unknown;
}

const failed = (message: string): Promise<AbtestAnswer> =>
  Promise.resolve({ ok: false, error: 'not-started', message });

export function startAbtestLayer(sdk: Sensors, raw: unknown, gate: PageGate): AbtestLayer {
  const options: PluginOptions = typeof raw === 'object' && raw !== null ? raw : {};
  const timeoutMs = resolveFetchTimeout(options.timeout_milliseconds);
  const url = validateExperimentUrl(options.url, location.protocol);
  let results: readonly ExperimentResult[] | null = null;
  let heldFor = '';
  const triggers = createTriggerMemory();
  const key = (): string => visitorKey(currentVisitor(sdk));

  /** New results for `forKey` (worker answers and notices, the page's first-visit fetch). */
  function accept(forKey: string, next: readonly ExperimentResult[]): void {
    if (forKey !== key()) return;
    results = next;
    heldFor = forKey;
    const linkResults = next.filter((result) => result.experiment_type === 'LINK');
    writeLinkCache(forKey, linkResults, countRedirectingLinks(linkResults), Date.now());
  }

  const read = (mode: AbtestReadMode, ms: number): Promise<AbtestAnswer> => {
    if (!url.ok) return failed(url.error);
    const forKey = key();
    return sdk.engine
      .call('readAbtest', { visitor: currentVisitor(sdk), mode, timeoutMs: ms })
      .then((answer) => {
        if (answer.ok) accept(forKey, answer.results);
        return answer;
      });
  };
  const hit = (result: ExperimentResult): void => {
    if (triggers.firstHit(key(), result)) sdk.track('$ABTestTrigger', triggerProperties(result));
  };
  const snapshot = () => (heldFor === key() ? results : null);
  const platform = typeof options.platform === 'string' ? options.platform : 'H5';
  const pageLoadResults = (ms: number): Promise<AbtestAnswer> => {
    const cached = readLinkCache(key(), Date.now(), ABTEST_REFRESH_INTERVAL_MS);
    if (cached) {
      const results = parseExperimentResults(cached);
      return Promise.resolve({ ok: true, results, source: 'cache', fetchedAt: Date.now() });
    }
    if (!url.ok || !gate.early) return read('cached-first', ms);
    const forKey = key();
    const early = answerFrom(gate.early).then((answer) => {
      if (answer.ok) accept(forKey, answer.results);
      return answer;
    });
    return firstSuccess([read('cached-first', ms), early]);
  };
  const code = createCodeParams({ timeoutMs, read, snapshot, hit });
  const visual = createVisualRunner({ snapshot, hit });
  const links = createLinkRunner({
    sdk,
    read,
    snapshot,
    hit,
    pageLoadResults,
    spaOnLoad: options.spa_redirect === true,
    maskMs: ABTEST_LINK_MASK_MS,
  });

  if (!url.ok) {
    warn(`SensorsABTest: ${url.error}; experiments are off and defaults apply`);
    gate.end();
    return code;
  }
  void sdk.engine
    .call('startAbtest', {
      url: url.url,
      platform,
      timeoutMs,
      refreshMs: ABTEST_REFRESH_INTERVAL_MS,
      visitor: currentVisitor(sdk),
      dbName: ENGINE_DB,
    })
    .then((started) => {
      if (!started.ok) warn(`SensorsABTest: ${started.error}; defaults apply`);
    })
    .catch((error: unknown) => warn('SensorsABTest: no worker; defaults apply:', error));
  sdk.engine.subscribe('abtest', (notice) => {
    accept(notice.visitorKey, notice.results);
    visual.apply();
  });
  void links.pageLoad(gate).then(() => visual.apply());
  watchRouteChanges((_from, to) => {
    links.routeChange(to);
    visual.apply();
  });
  followVisitor(sdk, () => {
    // A new visitor: nothing held is theirs; the worker fetches for them at once.
    void read('network', timeoutMs).then(() => visual.apply());
  });
  return code;
}
