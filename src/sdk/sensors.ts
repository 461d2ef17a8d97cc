/**
 * The sensors-compatible facade (CONTRACTS "The SDK's public API"). Every public
 * method is wrapped so nothing throws into the host page; calls made before the
 * SDK is ready are buffered (20) and replayed in order (spec 000 §4).
 */
import { AutoTracker } from './autotrack/auto-track';
import { SDK_VERSION } from './core/constants';
import type { TrackedEvent } from './core/engine-protocol';
import { anonymousId, distinctId } from './core/identity';
import { validateOptions } from './core/options';
import { createEngineChannel } from './engine-channel';
import { gateTransport, type GatedTransport } from './event-gate';
import { identifyCall, bindCall, loginCall, logoutCall, unbindCall } from './identity-calls';
import { IdentityStore } from './identity-store';
import { warn } from './log';
import { watchPageLifecycle } from './page-lifecycle';
import { PendingBuffer } from './pending-buffer';
import { namedPlugin } from './plugin-registry';
import { deleteProfileCall, itemCall, profileCall, unsetProfileCall } from './profile-calls';
import { SdkRuntime } from './sdk-runtime';
import { claimTabId, releaseTabId } from './tab-id';
import type { InitState, Properties, Sensors } from './sensors-types';
import type { Transport } from './transport';
import { createTransport } from './transport-factory';
import { lazyVisualTracker } from './visual/lazy-visual';

export interface SensorsDeps {
  /** Replaces the worker/direct transport (tests pass a fake). */
  createTransport?: typeof createTransport;
  now?: () => number;
}

export function createSensors(deps: SensorsDeps = {}): Sensors {
  const readyState: { state: InitState } = { state: 'not-started' };
  const pending = new PendingBuffer();
  let runtime: SdkRuntime | null = null;
  let auto: AutoTracker | null = null;
  const listeners = new Set<(event: TrackedEvent) => void>();
  const engine = createEngineChannel();
  let gate: GatedTransport | null = null;
  /** Runs `call` now when ready, else buffers it; never throws. */
  const command =
    <A extends unknown[]>(name: string, call: (rt: SdkRuntime, ...args: A) => void) =>
    (...args: A): void => {
      try {
        if (runtime && readyState.state === 'ready') call(runtime, ...args);
        else pending.push(name, () => runtime && call(runtime, ...args));
      } catch (error) {
        warn(`${name} failed:`, error);
      }
    };
  const query =
    <R>(fallback: R, read: (rt: SdkRuntime) => R) =>
    (): R => {
      try {
        return runtime ? read(runtime) : fallback;
      } catch (error) {
        warn('read failed:', error);
        return fallback;
      }
    };
  const trackLater = command(
    'track',
    (rt, event: string, props?: Properties, callback?: () => void) =>
      rt.track(event, props, callback),
  );
  const autoTracker = (rt: SdkRuntime): AutoTracker => (auto ??= new AutoTracker(rt));

  const sensors: Sensors = {
    readyState,
    para: null,
    lib_version: SDK_VERSION,
    init(options: unknown): void {
      try {
        if (readyState.state !== 'not-started') {
          warn('init has already been called');
          return;
        }
        const result = validateOptions(options);
        if (!result.ok) {
          warn(result.error);
          return;
        }
        for (const message of result.warnings) warn(message);
        readyState.state = 'started';
        sensors.para = result.options;
        const now = deps.now ?? Date.now;
        const tabId = claimTabId(now());
        const transport: Transport = (gate = gateTransport(
          (deps.createTransport ?? createTransport)(result.options, tabId, engine),
        ));
        const rt = new SdkRuntime(result.options, transport, tabId, now, listeners);
        runtime = rt;
        readyState.state = 'store-done';
        watchPageLifecycle({
          hidden: (reason) => {
            rt.hidden(reason);
            if (reason === 'pagehide') releaseTabId(tabId);
          },
          visible: () => rt.visible(),
          shown: () => transport.flush('pageshow'),
          online: () => transport.flush('online'),
          storage: (key) => IdentityStore.isChangeKey(key) && rt.identity.refresh(),
        });
        const { heatmap } = result.options;
        const visual = heatmap.get_vtrack_config ? lazyVisualTracker(rt) : undefined;
        if (heatmap.clickmap === 'default' || heatmap.scroll_notice_map === 'default' || visual) {
          autoTracker(rt).startHeatmap(visual);
        }
        readyState.state = 'ready';
        pending.replay();
      } catch (error) {
        warn('init failed:', error);
      }
    },
    track(event: string, props?: Properties, callback?: () => void): void {
      // The hot path, without command()'s argument arrays.
      if (runtime && readyState.state === 'ready') {
        try {
          runtime.track(event, props, callback);
        } catch (error) {
          warn('track failed:', error);
        }
        return;
      }
      trackLater(event, props, callback);
    },
    login: command('login', (rt, id: string | number, callback?: () => void) =>
      loginCall(rt, id, undefined, callback),
    ),
    loginWithKey: command('loginWithKey', (rt, key: string, id: string | number) =>
      loginCall(rt, id, key),
    ),
    logout: command('logout', (rt, isChangeId?: boolean) => logoutCall(rt, isChangeId)),
    identify: command('identify', (rt, id?: string | number, isSave?: boolean) =>
      identifyCall(rt, id, isSave),
    ),
    bind: command('bind', (rt, key: string, value: string) => bindCall(rt, key, value)),
    unbind: command('unbind', (rt, key: string, value: string) => unbindCall(rt, key, value)),
    registerPage: command('registerPage', (rt, props: Properties) => rt.registerPage(props)),
    clearPageRegister: command('clearPageRegister', (rt, keys?: string[]) =>
      rt.clearPageRegister(keys),
    ),
    quick(commandName, ...args) {
      if (commandName === 'getAnonymousID') return sensors.getAnonymousID();
      if (commandName === 'isReady') {
        const callback = args[0];
        if (typeof callback === 'function') command('quick', () => (callback as () => void)())();
        return undefined;
      }
      if (commandName === 'autoTrack' || commandName === 'autoTrackSinglePage') {
        command('quick', (rt) =>
          autoTracker(rt).start(args[0], commandName === 'autoTrackSinglePage'),
        )();
        return undefined;
      }
      warn(`quick: unknown command ${String(commandName)}`);
      return undefined;
    },
    setProfile: command('setProfile', (rt, p: Properties, cb?: () => void) =>
      profileCall(rt, 'profile_set', p, cb),
    ),
    setOnceProfile: command('setOnceProfile', (rt, p: Properties, cb?: () => void) =>
      profileCall(rt, 'profile_set_once', p, cb),
    ),
    appendProfile: command('appendProfile', (rt, p: Properties, cb?: () => void) =>
      profileCall(rt, 'profile_append', p, cb),
    ),
    incrementProfile: command('incrementProfile', (rt, p: Properties, cb?: () => void) =>
      profileCall(rt, 'profile_increment', p, cb),
    ),
    deleteProfile: command('deleteProfile', (rt, cb?: () => void) => deleteProfileCall(rt, cb)),
    unsetProfile: command('unsetProfile', (rt, keys: string | string[], cb?: () => void) =>
      unsetProfileCall(rt, keys, cb),
    ),
    setItem: command('setItem', (rt, type: string, id: string, p?: Properties) =>
      itemCall(rt, 'item_set', type, id, p),
    ),
    deleteItem: command('deleteItem', (rt, type: string, id: string) =>
      itemCall(rt, 'item_delete', type, id),
    ),
    getPresetProperties: query<Properties>({}, (rt) => ({
      ...rt.presets(),
      _distinct_id: distinctId(rt.identity.get()),
      identities: {
        ...rt.identity.get().identities,
        $identity_anonymous_id: anonymousId(rt.identity.get()),
      },
    })),
    getDistinctId: query('', (rt) => distinctId(rt.identity.get())),
    getAnonymousID: query('', (rt) => anonymousId(rt.identity.get())),
    use(name, options) {
      // sa-sdk style: a plugin object, or the name of a registered one ('SensorsABTest').
      const plugin = typeof name === 'string' ? namedPlugin(name) : name;
      if (!plugin || typeof plugin.init !== 'function') {
        warn(
          `use: ${typeof name === 'string' ? `no plugin named ${name}` : 'a plugin needs an init function'}`,
        );
        return undefined;
      }
      command('use', () => plugin.init(sensors, options))();
      return plugin as never;
    },
    holdEvents: () => gate?.hold() ?? (() => undefined),
    store: {
      getDistinctId: query('', (rt) => distinctId(rt.identity.get())),
      getFirstId: query('', (rt) => rt.identity.get().first_id),
      getAnonymousId: query('', (rt) => anonymousId(rt.identity.get())),
      getProps: query<Properties>({}, (rt) => ({ ...rt.identity.get().props })),
      getIdentities: query<Record<string, string>>({}, (rt) => ({
        ...rt.identity.get().identities,
      })),
    },
    engine: { subscribe: engine.subscribe, call: engine.call },
    events: {
      on(name, listener) {
        if (name !== 'send') return () => undefined;
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
  };
  return sensors;
}
