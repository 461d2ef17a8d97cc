/**
 * What every page load with the plugin does, whether the lazy layer loads or
 * not (main bundle): the setup check, the worker's periodic fetching (issue 8
 * "Fetching"), and following what may give the layer work: the worker's
 * notices (this visitor's results, also kept as the page's link cache), SPA
 * route changes and visitor changes (a login refetches at once). Once the
 * layer is asked for, every event goes to it.
 */
import { ABTEST_REFRESH_INTERVAL_MS } from '../core/abtest-setup';
import { resolveFetchTimeout, validateExperimentUrl } from '../core/abtest-setup';
import { countRedirectingLinks } from '../core/abtest-link-decision';
import type { AbtestNotice } from '../core/abtest-protocol';
import type { ExperimentResult } from '../core/abtest-result';
import { watchRouteChanges } from '../autotrack/single-page';
import { warn } from '../log';
import type { Sensors } from '../sensors-types';
import { layerNeeded } from './layer-need';
import { decideFrom, LINK_MASK_MS } from './load-gate';
import { readLinkCache, writeLinkCache } from './link-cache';
import { closeGate, type PageGate } from './page-gate';
import { currentVisitor, currentVisitorKey } from './visitor';
import { followVisitor } from './visitor-watch';

/** The IndexedDB database of the engine (transport-factory.ts): the results live beside the outbox. */
const ENGINE_DB = 'sensorsdata-outbox';

/** What the layer takes from the plugin part once it runs. */
export interface LayerEvents {
  notice(notice: AbtestNotice): void;
  /** `gate`: the mask the plugin part put up when its results said the address redirects. */
  routeChange(href: string, gate?: PageGate): void;
  visitorChanged(): void;
}

export interface LayerAccess {
  /** Asked for already (loading or running). */
  requested(): boolean;
  /** Loads the layer (once) and hands it the event; nothing when it fails to load. */
  deliver(event: (layer: LayerEvents) => void): void;
}

/** Starts the worker's fetching and the hooks; false when the setup is invalid (experiments off). */
export function startFetching(sdk: Sensors, raw: unknown, layer: LayerAccess): boolean {
  const options = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const timeoutMs = resolveFetchTimeout(options.timeout_milliseconds);
  const url = validateExperimentUrl(options.url, location.protocol);
  if (!url.ok) {
    warn(`SensorsABTest: ${url.error}; experiments are off and defaults apply`);
    return false;
  }
  void sdk.engine
    .call('startAbtest', {
      url: url.url,
      platform: typeof options.platform === 'string' ? options.platform : 'H5',
      timeoutMs,
      refreshMs: ABTEST_REFRESH_INTERVAL_MS,
      visitor: currentVisitor(sdk),
      dbName: ENGINE_DB,
    })
    .then((started) => {
      if (!started.ok) warn(`SensorsABTest: ${started.error}; defaults apply`);
    })
    .catch((error: unknown) => warn('SensorsABTest: no worker; defaults apply:', error));

  // This visitor's results from the last notice (null: none yet since load or the visitor changed).
  let latest: readonly ExperimentResult[] | null = null;
  sdk.engine.subscribe('abtest', (notice) => {
    if (layer.requested()) return layer.deliver((ready) => ready.notice(notice));
    if (notice.visitorKey !== currentVisitorKey(sdk)) return;
    latest = notice.results;
    const links = notice.results.filter((result) => result.experiment_type === 'LINK');
    writeLinkCache(notice.visitorKey, links, countRedirectingLinks(links), Date.now());
    if (layerNeeded(latest, location.href)) layer.deliver((ready) => ready.notice(notice));
  });
  watchRouteChanges((_from, to) => {
    if (layer.requested()) return layer.deliver((ready) => ready.routeChange(to));
    // Nothing known yet for this visitor (no notice, no cached links): the layer asks the worker.
    const known = latest ?? readLinkCache(currentVisitorKey(sdk), Date.now(), Infinity);
    if (known && !layerNeeded(known, to)) return;
    const redirects = !known || decideFrom(known, to)?.action === 'redirect';
    // The mask goes up now, before the router renders the control page.
    const gate = redirects ? closeGate(sdk, LINK_MASK_MS) : undefined;
    layer.deliver((ready) => ready.routeChange(to, gate));
  });
  followVisitor(sdk, () => {
    if (layer.requested()) return layer.deliver((ready) => ready.visitorChanged());
    latest = null;
    // The worker fetches for the new visitor at once; its notice decides whether the layer loads.
    void sdk.engine
      .call('readAbtest', { visitor: currentVisitor(sdk), mode: 'network', timeoutMs })
      .catch((error: unknown) => warn('SensorsABTest: no worker; defaults apply:', error));
  });
  return true;
}
