/**
 * The one contract between the main-thread SDK facade (src/sdk/) and the
 * analytics engine in the web worker (workers/analytics.worker.ts), exposed
 * with comlink. Types only: both sides import it, neither depends on the other.
 *
 * Errors never cross this boundary as thrown custom errors (comlink keeps only
 * name/message/stack): every call resolves with a result value.
 */
import type { PopupNotice, PopupProgressNotice, PopupReport, PopupSetup } from './popup-protocol';
import type { AbtestAnswer, AbtestNotice, AbtestRequest, AbtestSetup } from './abtest-protocol';

/** Event types of the sensors (sa-sdk-javascript) wire format. */
export type EventType =
  | 'track'
  | 'track_signup'
  | 'track_id_bind'
  | 'track_id_unbind'
  | 'profile_set'
  | 'profile_set_once'
  | 'profile_append'
  | 'profile_increment'
  | 'profile_delete'
  | 'profile_unset'
  | 'item_set'
  | 'item_delete';

/**
 * A fully built event, exactly as it is sent to the receiver (spec 001 §3
 * "Tracked event"). The main thread builds it; the worker stores and sends it
 * unchanged, adding only `_flush_time` at send time.
 */
export interface TrackedEvent {
  /** Unique per event (53-bit random integer); the receiver deduplicates on it. */
  _track_id: number;
  type: EventType;
  event?: string;
  distinct_id: string;
  anonymous_id?: string;
  login_id?: string;
  original_id?: string;
  identities?: Record<string, string>;
  item_type?: string;
  item_id?: string;
  lib: { $lib: string; $lib_method: string; $lib_version: string };
  properties: Record<string, unknown>;
  time: number;
  _flush_time?: number;
}

export type SendType = 'batch' | 'ajax' | 'beacon' | 'image';

export interface EngineOptions {
  /** Data receiver (spec 001 §5: string starting with http). */
  serverUrl: string;
  /** Preferred sender; the engine falls back when it is unavailable. */
  sendType: SendType;
  /** spec 001 §9: batch flush interval, default 6000 ms. */
  sendIntervalMs: number;
  /** spec 001 §9: storage length, default 200 (max rows per flush). */
  storageLength: number;
  /** spec 001 §9: data send timeout 8000 ms. */
  dataSendTimeoutMs: number;
  /** Identifies this tab's rows in the shared outbox. */
  tabId: string;
  /** IndexedDB database name (tests use their own). */
  dbName: string;
}

/** 'pageshow': the page came back from the back/forward cache after its pagehide. */
export type FlushReason =
  'timer' | 'online' | 'visibility' | 'pagehide' | 'pageshow' | 'manual' | 'takeover';

export interface FlushReport {
  /** Rows acknowledged by the receiver and removed from the outbox. */
  sent: number;
  /** Rows still waiting in this tab's outbox after the flush. */
  pending: number;
  /** Whether the last attempt failed (network error, timeout, non-2xx). */
  failed: boolean;
}

export interface EngineStats {
  /** Rows waiting in the outbox, all tabs. */
  pending: number;
  /** Rows acknowledged since start. */
  delivered: number;
  /** Rows that had to be dropped (quota exhausted with memory fallback full); should stay 0. */
  dropped: number;
  /** 'indexeddb' normally, 'memory' while the database is unavailable. */
  storage: StoredIn;
}

/** Where enqueued events are kept: memory only while IndexedDB is unavailable. */
export type StoredIn = 'indexeddb' | 'memory';

/**
 * `stored` (enqueue only; absent from older engines, read as 'indexeddb'):
 * 'indexeddb' means every event this tab enqueued so far is in IndexedDB or was
 * delivered; 'memory' means some are held only in the worker's memory, so the
 * page keeps them in its pagehide spill. `permanent`: retrying cannot help (the
 * events were unsendable); the others of the call were stored.
 */
export type EngineResult =
  | { ok: true; stored?: StoredIn }
  | { ok: false; error: string; permanent?: boolean; stored?: StoredIn };

/**
 * Worker → page messages (the page → worker direction is comlink calls). The
 * worker posts `{ type: NOTICE_MESSAGE, notice }` with `self.postMessage`;
 * comlink's page side and the calls client ignore messages without their ids,
 * and the SDK's notice dispatcher hands each notice to the plugins subscribed
 * to its `kind`. Each feature adds its own member to the union.
 */
export type EngineNotice = PopupNotice | PopupProgressNotice | AbtestNotice;

export const NOTICE_MESSAGE = 'ENGINE_NOTICE';

export interface NoticeMessage {
  type: typeof NOTICE_MESSAGE;
  notice: EngineNotice;
}

/** The event delivery core (workers/engine.ts createEngine). */
export interface DeliveryEngine {
  start(options: EngineOptions): Promise<EngineResult>;
  /**
   * Persist events in the outbox. Resolves once they are durable (in
   * IndexedDB, or in memory while IndexedDB is unavailable: see `stored` on
   * EngineResult). Re-enqueueing a
   * `_track_id` that is already queued or was delivered recently is a no-op,
   * so the main thread may safely replay events it spilled at pagehide.
   */
  enqueue(events: TrackedEvent[]): Promise<EngineResult>;
  flush(reason: FlushReason): Promise<FlushReport>;
  stats(): Promise<EngineStats>;
  stop(): Promise<void>;
}

/**
 * Everything the worker exposes: delivery plus one set of calls per feature
 * (each feature adds its methods here; results are values, never throws).
 */
export interface AnalyticsEngine extends DeliveryEngine {
  /** Popups (issue 7): starts (or restarts) the campaign runtime with the plugin's setup. */
  startPopups(setup: PopupSetup): Promise<EngineResult>;
  /** The page showed (or failed to show) a popup the worker decided on. */
  reportPopup(report: PopupReport): Promise<EngineResult>;
  /** An explicit visitor change (the plugin's reset): stop, clear, restart with a fresh pull. */
  resetPopupVisitor(distinctId: string): Promise<EngineResult>;
  /**
   * The page was hidden (false) or shown again (true): a hidden page pulls no
   * config, polls no conversions and evaluates no events; shown again, it
   * reloads the stored state and pulls if the last pull is due.
   */
  popupPageVisible(visible: boolean): Promise<EngineResult>;
  /** A/B experiments (issue 8): (re)starts fetching the visitor's results; fetches at once. */
  startAbtest(setup: AbtestSetup): Promise<EngineResult>;
  /** The visitor's results (a new visitor is fetched for at once); failures are values. */
  readAbtest(request: AbtestRequest): Promise<AbtestAnswer>;
}
