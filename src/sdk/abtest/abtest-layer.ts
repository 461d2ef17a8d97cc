/**
 * The A/B layer, loaded when a page load needs it (abtest-plugin.ts says when;
 * the worker's fetching and the hooks are the plugin part's, plugin-start.ts):
 * keeps this page's copy of the visitor's results (updated by the worker's
 * notices), refetches on visitor changes and runs the three experiment types.
 * Nothing here throws into the page; every failure is logged and the defaults
 * apply.
 */
import { ABTEST_LINK_MASK_MS, ABTEST_REFRESH_INTERVAL_MS } from '../core/abtest-options';
import { resolveFetchTimeout, validateExperimentUrl } from '../core/abtest-options';
import { parseExperimentResults } from '../core/abtest';
import { countRedirectingLinks } from '../core/abtest-link-decision';
import { visitorKey, type AbtestAnswer, type AbtestReadMode } from '../core/abtest-protocol';
import type { AbtestNotice } from '../core/abtest-protocol';
import type { ExperimentResult } from '../core/abtest-result';
import type { Sensors } from '../sensors-types';
import { createCodeParams, type FetchCall } from './code-params';
import { createLinkRunner } from './link-runner';
import { answerFrom, firstSuccess } from './first-visit';
import { readLinkCache, writeLinkCache } from './link-cache';
import type { PageGate } from './page-gate';
import type { LayerEvents } from './plugin-start';
import { createTriggerMemory, triggerProperties } from './trigger-memory';
import { currentVisitor } from './visitor';
import { createVisualRunner } from './visual-runner';

export interface AbtestLayer extends LayerEvents {
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
    // The plugin part warned already; code calls answer their defaults.
    gate.end();
    const off = () => undefined;
    return { ...code, notice: off, routeChange: off, visitorChanged: off };
  }
  void links.pageLoad(gate).then(() => visual.apply());
  return {
    ...code,
    notice(notice: AbtestNotice) {
      accept(notice.visitorKey, notice.results);
      visual.apply();
    },
    routeChange(href: string, routeGate?: PageGate) {
      links.routeChange(href, routeGate);
      visual.apply();
    },
    visitorChanged() {
      // A new visitor: nothing held is theirs; the worker fetches for them at once.
      void read('network', timeoutMs).then(() => visual.apply());
    },
  };
}
