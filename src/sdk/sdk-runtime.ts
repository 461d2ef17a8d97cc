/**
 * The SDK after init: options, identity store, transport and registered page
 * properties. It validates, builds and hands on events; it never throws (the
 * facade wraps it too).
 */
import { normalizeProperties, checkName } from './core/data-rules';
import type { EventType, TrackedEvent } from './core/engine-protocol';
import { buildEvent } from './core/event-builder';
import type { IdentityState } from './core/identity';
import type { SdkOptions } from './core/options';
import { presetProperties } from './core/preset';
import { IdentityStore } from './identity-store';
import { warn } from './log';
import { pageEnv } from './page-env';
import { newTrackId } from './random-id';
import type { Callback, Properties } from './sensors-types';
import type { Transport } from './transport';

export interface EmitInput {
  type: EventType;
  event?: string;
  properties?: Properties;
  original_id?: string;
  identities?: Record<string, string>;
  item_type?: string;
  item_id?: string;
}

export type HideReason = 'pagehide' | 'visibility';

export class SdkRuntime {
  readonly identity: IdentityStore;
  private pageProps: Properties = {};
  private referrerOverride: string | null = null;
  private firstPageview: boolean;
  private readonly listeners = new Set<(event: TrackedEvent) => void>();
  readonly hideHooks: Array<(reason: HideReason) => void> = [];
  readonly showHooks: Array<() => void> = [];

  constructor(
    readonly options: SdkOptions,
    readonly transport: Transport,
    readonly tabId: string,
    readonly now: () => number = Date.now,
  ) {
    this.identity = new IdentityStore(now(), pageEnv());
    this.firstPageview = this.identity.firstVisit;
  }

  /** Validates the name and properties, then builds and sends a `track` event. */
  track(event: unknown, props: unknown, callback?: Callback): void {
    const nameWarning = checkName(event);
    if (nameWarning !== null) {
      warn(nameWarning);
      return;
    }
    const properties = this.normalize(props);
    if (event === '$pageview') {
      properties.$is_first_time = this.firstPageview;
      this.firstPageview = false;
    }
    this.emit({ type: 'track', event: event as string, properties }, callback);
  }

  normalize(props: unknown): Properties {
    const { properties, warnings } = normalizeProperties(props);
    for (const message of warnings) warn(message);
    return properties;
  }

  emit(input: EmitInput, callback?: Callback): void {
    const now = this.now();
    const isTrack = input.type.startsWith('track');
    const built = buildEvent({
      ...input,
      properties: input.properties ?? {},
      identity: this.identity.get(),
      trackId: newTrackId(),
      now,
      common: isTrack ? { ...this.presets(now), ...this.pageProps } : undefined,
    });
    this.transport.send(built, callback ? this.timed(callback) : undefined);
    for (const listener of this.listeners) {
      try {
        listener(built);
      } catch (error) {
        warn('event listener failed:', error);
      }
    }
  }

  setIdentity(next: IdentityState): void {
    this.identity.set(next, this.now());
  }

  presets(now: number = this.now()): Properties {
    const env = pageEnv();
    const withReferrer =
      this.referrerOverride === null ? env : { ...env, referrer: this.referrerOverride };
    return presetProperties(withReferrer, this.identity.get().props, this.identity.isFirstDay(now));
  }

  registerPage(props: unknown): void {
    this.pageProps = { ...this.pageProps, ...this.normalize(props) };
  }

  clearPageRegister(keys?: string[]): void {
    if (!keys) {
      this.pageProps = {};
      return;
    }
    const next = { ...this.pageProps };
    for (const key of keys) delete next[key];
    this.pageProps = next;
  }

  /** After an SPA route change the previous address is the referrer (sa-sdk semantics). */
  setReferrer(url: string): void {
    this.referrerOverride = url;
  }

  onEvent(listener: (event: TrackedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  hidden(reason: HideReason): void {
    for (const hook of this.hideHooks) {
      try {
        hook(reason);
      } catch (error) {
        warn('page-hide hook failed:', error);
      }
    }
    this.transport.hide(reason);
  }

  visible(): void {
    this.identity.refresh();
    for (const hook of this.showHooks) hook();
  }

  /** spec 001 §9: the callback runs once the event is durable, or at the callback timeout. */
  private timed(callback: Callback): Callback {
    let called = false;
    const done = (): void => {
      if (called) return;
      called = true;
      clearTimeout(timer);
      try {
        callback();
      } catch (error) {
        warn('track callback failed:', error);
      }
    };
    const timer = setTimeout(done, this.options.callback_timeout);
    return done;
  }
}
