import type { EngineOptions, FlushReason, FlushReport } from '../src/sdk/core/engine-protocol';
import { createAnalyticsDb } from './db';
import type { AnalyticsDb } from './db';
import { backoffDelay } from './delivery/backoff';
import { createSender } from './delivery/senders';
import type { SenderDeps } from './delivery/senders';
import { drainOutbox } from './drain';
import { createEventStore } from './event-store';
import type { EventStore } from './event-store';
import { warn } from './log';
import { pruneDelivered } from './outbox';
import { createTabWatch, holdTabLock, queryLiveTabs } from './tab-liveness';
import { markTabGone, tabExpiryMs, takeOverExpiredTabs, writeHeartbeat } from './tabs';
import { withTakeoverLock } from './takeover-lock';
import type { LocksLike } from './takeover-lock';

export interface EngineDeps extends SenderDeps {
  now: () => number;
  /** Jitter source for retry backoff, [0, 1). */
  random: () => number;
  /**
   * `navigator.locks` where available: the takeover lock and tab liveness.
   * Without it a Dexie lease and the heartbeat expiry are used.
   */
  locks?: LocksLike;
  /** Opens the database; tests inject one to close or break it. */
  createDb?: (name: string) => AnalyticsDb;
}

/** One started engine: this tab's timers, flushes and outbox. */
export interface TabSession {
  readonly options: EngineOptions;
  readonly store: EventStore;
  delivered(): number;
  flush(reason: FlushReason): Promise<FlushReport>;
  /** Sends at once when a full batch waits and nothing is being sent. */
  flushIfFull(): Promise<void>;
  stop(): Promise<void>;
}

/** Delivered ids are pruned at most once an hour. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Flushes that wait for the backoff window; the others retry at once. */
const GATED: readonly FlushReason[] = ['timer', 'takeover'];
/**
 * Flushes asked for while the page is being hidden or unloaded. They send
 * nothing: a request that outlives its page lands with its ack lost, so the
 * rows would go out again (a duplicate on the wire). The rows are durable;
 * a live sibling takes them over the moment this tab's lock is released, or
 * the next page load does.
 */
const LEAVING: readonly FlushReason[] = ['visibility', 'pagehide'];

export async function openSession(deps: EngineDeps, options: EngineOptions): Promise<TabSession> {
  const { tabId, sendIntervalMs, storageLength } = options;
  const store = createEventStore((deps.createDb ?? createAnalyticsDb)(options.dbName), deps.now);
  const config = {
    serverUrl: options.serverUrl,
    sendType: options.sendType,
    timeoutMs: options.dataSendTimeoutMs,
  };
  const sender = createSender(deps, config);
  let timer: unknown;
  let tickAt = Infinity;
  let failures = 0;
  let retryAt = 0;
  let delivered = 0;
  let prunedAt = -Infinity;
  let flushing: Promise<FlushReport> | null = null;
  let stopped = false;
  /**
   * From the page's pagehide flush until a 'pageshow' one (back from the
   * back/forward cache) this worker starts no send: it may outlive its page by a
   * moment, and a request started then lands with its ack lost, so the page that
   * takes the rows over would send them again. The rows stay durable meanwhile.
   */
  let pageGone = false;

  function schedule(delay: number): void {
    if (stopped) return;
    deps.clearTimeout(timer);
    tickAt = deps.now() + delay;
    timer = deps.setTimeout(() => tick(), delay);
  }

  /** Storage recovery, heartbeat, takeover of expired tabs (spec 001 §9), pruning. */
  async function maintain(): Promise<number> {
    await store.recover(tabId);
    await store.withDb('writing the heartbeat', (db) => writeHeartbeat(db, tabId, deps.now()));
    const live = await queryLiveTabs(deps.locks, deps.now);
    if (live) watch?.update(live);
    const moved = await store.withDb('taking over expired tabs', (db) =>
      withTakeoverLock(deps.locks, db, tabId, deps.now(), () =>
        takeOverExpiredTabs(db, tabId, deps.now(), tabExpiryMs(sendIntervalMs), live),
      ),
    );
    if (deps.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = deps.now();
      await store.withDb('pruning delivered ids', (db) => pruneDelivered(db, deps.now()));
    }
    return moved ?? 0;
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    const moved = await maintain().catch((error: unknown) => {
      warn('tab maintenance failed', error);
      return 0;
    });
    // The next tick is due before this flush ends, so a slow receiver never
    // delays the heartbeat past the expiry other tabs check against.
    const untilRetry = retryAt - deps.now();
    schedule(untilRetry > 0 ? Math.min(sendIntervalMs, untilRetry) : sendIntervalMs);
    if (!flushing) await runFlush(moved > 0 ? 'takeover' : 'timer');
  }

  async function drain(reason: FlushReason): Promise<FlushReport> {
    if (GATED.includes(reason) && deps.now() < retryAt) {
      return { sent: 0, pending: await store.tabPending(tabId), failed: true };
    }
    if (pageGone || LEAVING.includes(reason)) {
      return { sent: 0, pending: await store.tabPending(tabId), failed: false };
    }
    const result = await drainOutbox(
      store,
      sender,
      tabId,
      storageLength,
      deps.now,
      () => !pageGone,
    );
    delivered += result.sent;
    if (result.error !== null) {
      failures += 1;
      const delay = backoffDelay(failures, deps.random);
      retryAt = deps.now() + delay;
      warn(`sending failed (${result.error}); attempt ${failures}, retrying in ${delay} ms`);
      if (retryAt < tickAt) schedule(delay);
    } else if (result.sent > 0) {
      failures = 0;
      retryAt = 0;
    }
    return { sent: result.sent, pending: await store.tabPending(tabId), failed: !!result.error };
  }

  /** One flush at a time per tab; later requests queue behind the running one. */
  function runFlush(reason: FlushReason): Promise<FlushReport> {
    // At once, not behind a running flush: that one stops before its next batch.
    if (reason === 'pagehide') pageGone = true;
    else if (reason === 'pageshow') pageGone = false;
    const run = (flushing ?? Promise.resolve())
      .then(async () => {
        if (reason === 'takeover') await maintain();
        return drain(reason);
      })
      .catch(async (error: unknown): Promise<FlushReport> => {
        // Never reject across the worker boundary (engine-protocol.ts).
        warn(`${reason} flush failed`, error);
        return { sent: 0, pending: await store.tabPending(tabId), failed: true };
      });
    flushing = run;
    void run.finally(() => {
      if (flushing === run) flushing = null;
    });
    return run;
  }

  // Held before any row of this tab is written; the browser frees it when the tab dies.
  const releaseTab = deps.locks ? holdTabLock(deps.locks, tabId) : () => undefined;
  // Another tab dying triggers a tick at once (its rows are taken over then).
  const watch = deps.locks?.query
    ? createTabWatch(deps.locks, tabId, () => {
        if (!stopped) schedule(0);
      })
    : null;
  await store.open();
  await store.withDb('writing the heartbeat', (db) => writeHeartbeat(db, tabId, deps.now()));
  // First tick at once: take over rows a closed tab left behind and send leftovers.
  schedule(0);

  return {
    options,
    store,
    delivered: () => delivered,
    flush: runFlush,
    async flushIfFull() {
      if (!flushing && (await store.tabPending(tabId)) >= storageLength) void runFlush('timer');
    },
    async stop() {
      stopped = true;
      deps.clearTimeout(timer);
      watch?.stop();
      await store.withDb('marking the tab gone', (db) => markTabGone(db, tabId));
      store.close();
      releaseTab();
    },
  };
}
