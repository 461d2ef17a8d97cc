/**
 * `sensors.use('SensorsABTest', { url, timeout_milliseconds, … })`: the A/B
 * plugin as sa-sdk-javascript names it. This file and its small helpers are all
 * the main bundle carries. Its synchronous job (load-gate.ts): mask the page and
 * hold its events before the first render when a link experiment could redirect
 * it (spec 001 §4: mask ≤ 500 ms); then the worker's fetching starts
 * (plugin-start.ts). The layer itself (abtest-layer.ts) loads only when this page
 * load needs it (issue 13 §6: not on every cold start): a link decision with a
 * hit to track, a visual experiment shown on the page, a code experiment call.
 * Calls made before the layer is loaded wait for it; every callback gets a value
 * exactly once (the default when anything fails).
 */
import { warn } from '../log';
import type { Sensors, SensorsPlugin } from '../sensors-types';
import type { AbtestLayer, startAbtestLayer } from './abtest-layer';
import type { FetchCall } from './code-params';
import { pageLoadGate } from './load-gate';
import type { PageGate } from './page-gate';
import { startFetching } from './plugin-start';

export { LINK_MASK_MS } from './load-gate';

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
  let setup: { sdk: Sensors; options: unknown; gate: PageGate } | null = null;
  let layer: Promise<AbtestLayer | null> | null = null;
  let loaded: AbtestLayer | null = null;
  /** The layer, loaded and started once (after init). */
  const request = (): Promise<AbtestLayer | null> => {
    if (layer) return layer;
    const { sdk, options, gate } = setup!;
    layer = load().then(
      (module) => (loaded = module.startAbtestLayer(sdk, options, gate)),
      (error: unknown) => {
        warn('A/B layer failed to load; defaults apply:', error);
        gate.end();
        return null;
      },
    );
    return layer;
  };
  const later =
    (method: 'fetchABTest' | 'fastFetchABTest') =>
    (options: FetchCall): Promise<unknown> => {
      if (!setup) {
        warn(`${method}: SensorsABTest is not initialised (sensors.use('SensorsABTest', …))`);
        return Promise.resolve(answerDefault(options));
      }
      return request().then((ready) => (ready ? ready[method](options) : answerDefault(options)));
    };
  const instance: AbtestInstance = {
    plugin_name: 'SensorsABTest',
    init(sdk, options) {
      if (setup) {
        warn('SensorsABTest is already initialised');
        return;
      }
      const gate = pageLoadGate(sdk, options);
      setup = { sdk, options, gate };
      startFetching(sdk, options, {
        requested: () => layer !== null,
        deliver: (event) => void request().then((ready) => ready && event(ready)),
      });
      // The page load's own need: a decision to track, or a mask waiting for the worker's answer.
      // (A mask with no early answer to settle it waits for the layer's read from the worker.)
      const now = gate.decided
        ? gate.decided.action !== 'none'
        : !gate.settled && gate.deadline > 0;
      if (now) void request();
      void gate.settled?.then((decision) => {
        if (decision && decision.action !== 'none') void request();
      });
    },
    fetchABTest: later('fetchABTest'),
    asyncFetchABTest: later('fetchABTest'),
    fastFetchABTest: later('fastFetchABTest'),
    fetchCacheABTest(options) {
      if (loaded) return loaded.fetchCacheABTest(options);
      if (!setup) return answerDefault(options);
      // Not loaded yet: the callback gets the cached value once it is; the default now.
      void request().then((ready) =>
        ready ? ready.fetchCacheABTest(options) : answerDefault(options),
      );
      return defaultOf(options);
    },
  };
  return instance;
}
