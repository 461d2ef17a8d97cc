/** Public shape of the sensors-compatible instance (CONTRACTS "The SDK's public API"). */
import type { TrackedEvent } from './core/engine-protocol';
import type { SdkOptions } from './core/options';
import type { EngineChannel } from './engine-channel';

/** spec 000 §4: analytics init states. */
export type InitState = 'not-started' | 'started' | 'store-done' | 'ready';

export type Properties = Record<string, unknown>;
export type Callback = () => void;

export interface SensorsPlugin {
  plugin_name?: string;
  init(sdk: Sensors, options?: unknown): void;
}

export type QuickCommand = 'autoTrack' | 'autoTrackSinglePage' | 'getAnonymousID' | 'isReady';

export interface Sensors {
  readonly readyState: { state: InitState };
  /** The validated options after init (sa-sdk's `para`). */
  para: SdkOptions | null;
  readonly lib_version: string;
  init(options: unknown): void;
  track(event: string, properties?: Properties, callback?: Callback): void;
  login(id: string | number, callback?: Callback): void;
  loginWithKey(key: string, id: string | number): void;
  logout(isChangeId?: boolean): void;
  identify(id?: string | number, isSave?: boolean): void;
  bind(key: string, value: string): void;
  unbind(key: string, value: string): void;
  registerPage(properties: Properties): void;
  clearPageRegister(keys?: string[]): void;
  quick(command: QuickCommand, ...args: unknown[]): unknown;
  setProfile(properties: Properties, callback?: Callback): void;
  setOnceProfile(properties: Properties, callback?: Callback): void;
  appendProfile(properties: Properties, callback?: Callback): void;
  incrementProfile(properties: Properties, callback?: Callback): void;
  deleteProfile(callback?: Callback): void;
  unsetProfile(keys: string | string[], callback?: Callback): void;
  setItem(itemType: string, itemId: string, properties?: Properties): void;
  deleteItem(itemType: string, itemId: string): void;
  getPresetProperties(): Properties;
  getDistinctId(): string;
  getAnonymousID(): string;
  /** A plugin object, or a registered plugin's name (plugin-registry.ts), as sa-sdk's `use`. */
  use<P extends SensorsPlugin = SensorsPlugin>(
    plugin: P | string,
    options?: unknown,
  ): P | undefined;
  /**
   * For plugins: events built from now on wait until the returned release is
   * called (or 1 s passes, or the page hides), then go on in order.
   */
  holdEvents(): () => void;
  /** sa-sdk's store accessors. */
  readonly store: {
    getDistinctId(): string;
    getFirstId(): string;
    getAnonymousId(): string;
    getProps(): Properties;
    getIdentities(): Record<string, string>;
  };
  /** The worker engine, for plugins: its notices by kind, and the features' calls. */
  readonly engine: EngineChannel;
  /** Every built event, for plugins (popup rules listen here), as sa-sdk's `events.on('send')`. */
  readonly events: {
    on(name: 'send', listener: (event: TrackedEvent) => void): () => void;
  };
}
