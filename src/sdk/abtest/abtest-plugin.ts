/**
 * `sensors.use('SensorsABTest', { url, timeout_milliseconds, … })`: the A/B
 * plugin as sa-sdk-javascript names it. This file is all the main bundle
 * carries; the layer itself (abtest-layer.ts) is loaded on init. Its one
 * synchronous job: mask the page and hold its events before the first render
 * when a link experiment could redirect it (spec 001 §4: mask ≤ 500 ms).
 * Calls made before the layer is loaded wait for it; every callback gets a
 * value exactly once (the default when anything fails).
 */
import { isMarkedAddress } from '../core/abtest-mark';
import { visitorKey } from '../core/abtest-protocol';
import { warn } from '../log';
import type { Sensors, SensorsPlugin } from '../sensors-types';
import type { AbtestLayer, startAbtestLayer } from './abtest-layer';
import type { FetchCall } from './code-params';
import { askService } from './ask-service';
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

/** spec 001 §9: experiment refresh 600000 ms; older cached links are asked for again. */
const REFRESH_MS = 600_000;

/**
 * Masks and holds this page load when a link experiment could redirect it, and
 * when nothing is cached asks the service at once (first-visit.ts says why).
 */
function pageLoadGate(sdk: Sensors, options: unknown): PageGate {
  const visitor = currentVisitor(sdk);
  const key = visitorKey(visitor);
  if (isMarkedAddress(location.href) || !mayRedirect(key)) return OPEN_GATE;
  const gate = closeGate(sdk, LINK_MASK_MS);
  const { url, platform } = (options ?? {}) as { url?: unknown; platform?: unknown };
  const cached = readLinkCache(key, Date.now(), REFRESH_MS) !== null;
  if (!cached && typeof url === 'string' && /^https?:\/\/.*project-key=/.test(url)) {
    const name = typeof platform === 'string' ? platform : 'H5';
    gate.early = askService(url, name, visitor, LINK_MASK_MS);
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
