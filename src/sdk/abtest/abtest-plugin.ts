/**
 * `sensors.use('SensorsABTest', { url, timeout_milliseconds, … })`: the A/B
 * plugin as sa-sdk-javascript names it. This file is all the main bundle
 * carries; the layer itself (abtest-layer.ts) is loaded on init. Its one
 * synchronous job: mask the page and hold its events before the first render
 * when a link experiment could redirect it (spec 001 §4: mask ≤ 500 ms).
 * Calls made before the layer is loaded wait for it; every callback gets a
 * value exactly once (the default when anything fails).
 */
import { decideLink, type LinkDecision } from '../core/abtest-link-decision';
import { isMarkedAddress } from '../core/abtest-mark';
import type { ExperimentResult } from '../core/abtest-result';
import { visitorKey } from '../core/abtest-protocol';
import { warn } from '../log';
import type { Sensors, SensorsPlugin } from '../sensors-types';
import type { AbtestLayer, startAbtestLayer } from './abtest-layer';
import type { FetchCall } from './code-params';
import { askService } from './ask-service';
import { carryOut } from './navigate';
import { mayRedirect, readLinkCache } from './link-cache';
import { closeGate, OPEN_GATE, type PageGate } from './page-gate';
import { currentVisitor } from './visitor';

/** spec 001 §9: link mask timeout 500 ms. */
export const LINK_MASK_MS = 500;

export interface AbtestInstance extends SensorsPlugin {
  readonly plugin_name: 'SensorsABTest';
  /** The service's value now (fetch with the timeout); the default on any failure. */
  fetchABTest(options: FetchCall): Promise<unknown>;
  /** sa-sdk's older name for fetchABTest. */
  asyncFetchABTest(options: FetchCall): Promise<unknown>;
  /** The cached value when fresh, else a fetch. */
  fastFetchABTest(options: FetchCall): Promise<unknown>;
  /** The cached value only (never the network); returned at once when the layer is loaded. */
  fetchCacheABTest(options: FetchCall): unknown;
}

type LoadLayer = () => Promise<{ startAbtestLayer: typeof startAbtestLayer }>;

const hasOwn = Object.prototype.hasOwnProperty;
const LINK_FIELDS = [
  'experiment_type',
  'abtest_experiment_id',
  'abtest_experiment_group_id',
  'abtest_experiment_result_id',
  'control_link',
  'link_match_type',
  'experiment_link',
  'is_control_group',
] as const;

/** spec 001 §9: experiment refresh 600000 ms; older cached links are asked for again. */
const REFRESH_MS = 600_000;

/**
 * The fields a link decision reads, checked (the full parser, with its
 * schemas, is in the lazy layer; experimentAddress refuses non-http targets).
 */
function isLinkResult(item: unknown): item is ExperimentResult {
  if (typeof item !== 'object' || item === null) return false;
  const r = item as Record<string, unknown>;
  // Own fields only (an inherited control_link is not in the answer).
  if (LINK_FIELDS.some((key) => key in r && !hasOwn.call(r, key))) return false;
  return (
    r.experiment_type === 'LINK' &&
    typeof r.abtest_experiment_id === 'string' &&
    typeof r.abtest_experiment_group_id === 'string' &&
    typeof r.abtest_experiment_result_id === 'string' &&
    typeof r.control_link === 'string' &&
    typeof r.link_match_type === 'string' &&
    (r.experiment_link === undefined || typeof r.experiment_link === 'string') &&
    (r.is_control_group === undefined || typeof r.is_control_group === 'boolean')
  );
}

/** The link decision for this page from results (cached or just fetched); null when unusable. */
function decideFrom(results: unknown): LinkDecision | null {
  if (!Array.isArray(results)) return null;
  try {
    return decideLink(results.filter(isLinkResult), location.href);
  } catch {
    return null;
  }
}

/** The service's answer decides here, without waiting for the lazy layer (first visits). */
function settleFrom(early: Promise<unknown>, gate: PageGate, spa: boolean) {
  return early.then((body) => {
    const ok = typeof body === 'object' && body !== null && hasOwn.call(body, 'status');
    const answer = body as { status?: unknown; results?: unknown };
    const decision =
      ok && answer.status === 'SUCCESS' && hasOwn.call(body, 'results')
        ? decideFrom(answer.results)
        : null;
    // Failed, or too late to redirect (the page shows): the visitor stays, defaults apply.
    // A control-group visitor stays anyway: their hit still counts.
    if (!decision || (decision.action === 'redirect' && Date.now() > gate.deadline)) {
      gate.end();
      return null;
    }
    carryOut(decision, gate, spa);
    return decision;
  });
}

/**
 * The page load's link decision, before anything renders. With fresh cached
 * results it is made here and now: an SPA whose router has not started yet
 * (`spa_redirect`) just gets the experiment address, so no mask is needed;
 * other pages are replaced. Otherwise, when a link experiment could redirect
 * this visitor, the page is masked and its events held, and with nothing
 * cached the service is asked at once (first-visit.ts says why).
 */
function pageLoadGate(sdk: Sensors, options: unknown): PageGate {
  const visitor = currentVisitor(sdk);
  const key = visitorKey(visitor);
  if (isMarkedAddress(location.href)) return OPEN_GATE;
  const { url, platform, spa_redirect } = (options ?? {}) as Record<string, unknown>;
  const cached = readLinkCache(key, Date.now(), REFRESH_MS);
  const decided = cached && decideFrom(cached);
  if (decided) {
    if (decided.action !== 'redirect') return { ...OPEN_GATE, decided };
    if (spa_redirect === true) {
      history.replaceState(history.state, '', decided.url);
      return { ...OPEN_GATE, decided };
    }
    const leaving = closeGate(sdk, LINK_MASK_MS);
    location.replace(decided.url);
    return { ...leaving, decided };
  }
  if (!mayRedirect(key)) return OPEN_GATE;
  const gate = closeGate(sdk, LINK_MASK_MS);
  if (typeof url === 'string' && /^https?:\/\/.*project-key=/.test(url)) {
    const name = typeof platform === 'string' ? platform : 'H5';
    gate.early = askService(url, name, visitor, LINK_MASK_MS);
    gate.settled = settleFrom(gate.early, gate, spa_redirect === true);
  }
  return gate;
}

function defaultOf(options: FetchCall): unknown {
  return typeof options === 'object' && options !== null ? options.default_value : undefined;
}

/** No layer (load failed, never initialised): the default, to the callback too. */
function answerDefault(options: FetchCall): unknown {
  const value = defaultOf(options);
  const callback = typeof options === 'object' && options !== null ? options.callback : undefined;
  if (typeof callback === 'function') {
    try {
      callback(value);
    } catch (error) {
      warn('A/B callback failed:', error);
    }
  }
  return value;
}

export function createAbtestPlugin(
  load: LoadLayer = () => import('./abtest-layer'),
): AbtestInstance {
  let layer: Promise<AbtestLayer | null> | null = null;
  let loaded: AbtestLayer | null = null;
  const later =
    (method: 'fetchABTest' | 'fastFetchABTest') =>
    (options: FetchCall): Promise<unknown> => {
      if (!layer) {
        warn(`${method}: SensorsABTest is not initialised (sensors.use('SensorsABTest', …))`);
        return Promise.resolve(answerDefault(options));
      }
      return layer.then((ready) => (ready ? ready[method](options) : answerDefault(options)));
    };
  const instance: AbtestInstance = {
    plugin_name: 'SensorsABTest',
    init(sdk, options) {
      if (layer) {
        warn('SensorsABTest is already initialised');
        return;
      }
      const gate = pageLoadGate(sdk, options);
      layer = load().then(
        (module) => (loaded = module.startAbtestLayer(sdk, options, gate)),
        (error: unknown) => {
          warn('A/B layer failed to load; defaults apply:', error);
          gate.end();
          return null;
        },
      );
    },
    fetchABTest: later('fetchABTest'),
    asyncFetchABTest: later('fetchABTest'),
    fastFetchABTest: later('fastFetchABTest'),
    fetchCacheABTest(options) {
      if (loaded) return loaded.fetchCacheABTest(options);
      if (!layer) return answerDefault(options);
      // Not loaded yet: the callback gets the cached value once it is; the default now.
      void layer.then((ready) =>
        ready ? ready.fetchCacheABTest(options) : answerDefault(options),
      );
      return defaultOf(options);
    },
  };
  return instance;
}
