/**
 * The SDK after init: options, identity store, transport and registered page
 * properties. It validates, builds and hands on events; it never throws (the
 * facade wraps it too).
 */
import { checkName, finishCaptured, normalizePropertiesInto } from './core/data-rules';
import { createCommonProperties } from './core/common-props';
import type { EventType, TrackedEvent } from './core/engine-protocol';
import { buildEvent, buildTrackEvent, completeEvent } from './core/event-builder';
import type { IdentityState } from './core/identity';
import type { SdkOptions } from './core/options';
import { presetProperties } from './core/preset';
import { IdentityStore } from './identity-store';
import { warn } from './log';
import { pageEnv } from './page-env';
import { newTrackId } from './random-id';
import type { Callback, Properties } from './sensors-types';
import { TrackLog } from './track-log';
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
  private readonly common = createCommonProperties();
  private readonly log = new TrackLog((props) => this.normalize(props));
  private warnings: string[] = [];
  readonly hideHooks: Array<(reason: HideReason) => void> = [];
  readonly showHooks: Array<() => void> = [];

  constructor(
    readonly options: SdkOptions,
    readonly transport: Transport,
    readonly tabId: string,
    readonly now: () => number = Date.now,
    /** `events.on('send')` listeners (the facade's set: it may fill before init). */
    private readonly listeners: ReadonlySet<(event: TrackedEvent) => void> = new Set(),
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
    const now = this.now();
    // The common properties are shared, not copied: the transport puts them
    // under the event's own when the event leaves the page.
    const common = this.commonProperties(now);
    const who = this.identity.get();
    if (event !== '$pageview' && !callback && this.listeners.size === 0) {
      // Values captured now; the rest of the data rules run when the task ends.
      if (this.log.push(event as string, props, now, who, common)) {
        queueMicrotask(() => this.drain());
      }
      return;
    }
    // Built now: a callback or a listener waits for it, and a page view carries its first-time flag.
    this.drain(); // earlier calls first, their warnings too
    const properties = this.normalize(props);
    if (event === '$pageview') {
      properties.$is_first_time = this.firstPageview;
      this.firstPageview = false;
    }
    this.send(
      buildTrackEvent(event as string, properties, who, newTrackId(), now),
      callback,
      common,
    );
  }

  /** Builds and hands on the recorded track() calls (track-log.ts), in call order. */
  drain(): void {
    this.log.drain((name, props, time, who, common) =>
      this.transport.send(
        buildTrackEvent(name, this.finish(props), who, newTrackId(), time),
        undefined,
        common,
      ),
    );
  }

  /** The end-of-task data rules over track()'s captured properties, their warnings logged. */
  private finish(captured: Properties): Properties {
    const properties = finishCaptured(captured, this.warnings);
    this.flushWarnings();
    return properties;
  }

  private flushWarnings(): void {
    const warnings = this.warnings;
    if (warnings.length === 0) return;
    this.warnings = [];
    for (const message of warnings) warn(message);
  }

  /** The data rules' properties (data-rules.ts), their warnings logged; one reused warnings list. */
  normalize(props: unknown): Properties {
    const properties = normalizePropertiesInto(props, this.warnings);
    this.flushWarnings();
    return properties;
  }

  emit(input: EmitInput, callback?: Callback): void {
    this.drain();
    const now = this.now();
    const built = buildEvent({
      type: input.type,
      event: input.event,
      properties: input.properties ?? {},
      identity: this.identity.get(),
      trackId: newTrackId(),
      now,
      common: input.type.startsWith('track') ? this.commonProperties(now) : undefined,
      original_id: input.original_id,
      identities: input.identities,
      item_type: input.item_type,
      item_id: input.item_id,
    });
    this.send(built, callback);
  }

  private send(built: TrackedEvent, callback: Callback | undefined, common?: Properties): void {
    const onDurable = callback ? this.timed(callback) : undefined;
    if (this.listeners.size === 0) {
      this.transport.send(built, onDurable, common);
      return;
    }
    // Listeners see the complete event.
    if (common) completeEvent(built, common);
    this.transport.send(built, onDurable);
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

  /** Presets and page properties, shared by the events of one page state (common-props.ts). */
  private commonProperties(now: number): Properties {
    return this.common(
      pageEnv(),
      this.referrerOverride,
      this.identity.get().props,
      this.identity.isFirstDay(now),
      this.pageProps,
    );
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

  hidden(reason: HideReason): void {
    for (const hook of this.hideHooks) {
      try {
        hook(reason);
      } catch (error) {
        warn('page-hide hook failed:', error);
      }
    }
    this.drain();
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
