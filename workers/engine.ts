import type {
  DeliveryEngine,
  EngineOptions,
  EngineResult,
  EngineStats,
  TrackedEvent,
} from '../src/sdk/core/engine-protocol';
import { checkEngineOptions } from './engine-options';
import { openSession } from './engine-session';
import type { EngineDeps, TabSession } from './engine-session';
import { describeError, warn } from './log';

/** An event the senders can encode: a numeric `_track_id` and JSON-serialisable (no BigInt, no cycles). */
function isSendable(event: TrackedEvent): boolean {
  if (!Number.isFinite(event?._track_id)) return false;
  try {
    JSON.stringify(event);
    return true;
  } catch {
    return false;
  }
}

/**
 * The analytics engine behind the worker's comlink endpoint. Every call
 * resolves with a value (errors never cross the worker boundary as throws).
 * Calls made while `start` runs wait for it, so the main thread need not.
 */
export function createEngine(deps: EngineDeps): DeliveryEngine {
  let session: TabSession | null = null;
  let starting: Promise<unknown> = Promise.resolve();

  async function current(): Promise<TabSession | null> {
    await starting;
    return session;
  }

  async function start(options: EngineOptions): Promise<EngineResult> {
    const problem = checkEngineOptions(options);
    if (problem) {
      warn(`start refused: ${problem}`);
      return { ok: false, error: problem };
    }
    if (session) await session.stop();
    session = null;
    session = await openSession(deps, options);
    return { ok: true };
  }

  return {
    start(options) {
      const started = starting.then(() =>
        start(options).catch((error: unknown): EngineResult => {
          warn('start failed', error);
          return { ok: false, error: `start failed: ${describeError(error)}` };
        }),
      );
      starting = started;
      return started;
    },
    async enqueue(events: TrackedEvent[]): Promise<EngineResult> {
      const s = await current();
      if (!s) return { ok: false, error: 'engine not started' };
      if (!Array.isArray(events)) return { ok: false, error: 'events must be an array' };
      const valid = events.filter(isSendable);
      const { dropped, stored } = await s.store.enqueue(valid, s.options.tabId);
      await s.flushIfFull();
      if (dropped > 0) {
        // Not permanent: the memory queue drains as it sends, so a retry may fit.
        return { ok: false, error: `${dropped} events dropped: no storage could hold them` };
      }
      if (valid.length < events.length) {
        const error = 'events without a numeric _track_id or not JSON were ignored';
        return { ok: false, error, permanent: true, stored };
      }
      return { ok: true, stored };
    },
    async flush(reason) {
      const s = await current();
      return s ? s.flush(reason) : { sent: 0, pending: 0, failed: false };
    },
    async stats(): Promise<EngineStats> {
      const s = await current();
      if (!s) return { pending: 0, delivered: 0, dropped: 0, storage: 'memory' };
      return {
        pending: await s.store.pending(),
        delivered: s.delivered(),
        dropped: s.store.dropped(),
        storage: s.store.mode(),
      };
    },
    async stop() {
      const s = await current();
      if (s === session) session = null;
      await s?.stop();
    },
  };
}
