/**
 * The popup calls of the worker's endpoint (engine-protocol.ts AnalyticsEngine:
 * startPopups, reportPopup, resetPopupVisitor, popupPageVisible) over the popup
 * runtime, with the worker's real clock, network and Dexie, plus the two delivery calls it needs
 * to watch: `start` (which database) and `enqueue` (the events to evaluate,
 * handed over only after the delivery engine answered: delivery first).
 */
import type { AnalyticsEngine, DeliveryEngine } from '../../src/sdk/core/engine-protocol';
import { emptyPopupState, evaluate, recordShown } from '../../src/sdk/core/popup-engine';
import { createAnalyticsDb } from '../db';
import { describeError, warn } from '../log';
import type { PostNotice } from '../notices';
import type { PopupFetch } from './popup-fetch';
import { createPopupStore } from './popup-store';
import { createPopupRuntime, type PopupRuntimeDeps } from './runtime';

export type PopupCalls = Pick<
  AnalyticsEngine,
  'startPopups' | 'reportPopup' | 'resetPopupVisitor' | 'popupPageVisible'
>;

/** The database the page's SDK uses (transport-factory.ts) until start names it. */
const DEFAULT_DB_NAME = 'sensorsdata-outbox';

export function createPopupCalls(
  deps: Omit<PopupRuntimeDeps, 'engine' | 'store' | 'post' | 'fetch'> & { fetch: PopupFetch },
  post: PostNotice,
) {
  let dbName = DEFAULT_DB_NAME;
  const runtime = createPopupRuntime({
    ...deps,
    post,
    engine: { emptyPopupState, evaluate, recordShown },
    store: () => createPopupStore(createAnalyticsDb(dbName)),
  });
  const failed = (what: string) => (error: unknown) => {
    warn(`popup ${what} failed`, error);
    return { ok: false as const, error: `${what} failed: ${describeError(error)}` };
  };
  const calls: PopupCalls = {
    startPopups: (setup) => runtime.start(setup).catch(failed('start')),
    reportPopup: (report) => runtime.report(report).catch(failed('report')),
    resetPopupVisitor: (id) => runtime.resetVisitor(id).catch(failed('visitor reset')),
    popupPageVisible: (visible) => runtime.pageVisible(visible).catch(failed('visibility change')),
  };
  /** Wraps the delivery engine's start and enqueue so the runtime sees them. */
  const watching = (delivery: DeliveryEngine): Pick<DeliveryEngine, 'start' | 'enqueue'> => ({
    start(options) {
      if (typeof options?.dbName === 'string' && options.dbName !== '') dbName = options.dbName;
      return delivery.start(options);
    },
    async enqueue(events) {
      const result = await delivery.enqueue(events);
      try {
        runtime.observe(events);
      } catch (error) {
        warn('popup evaluation skipped', error);
      }
      return result;
    },
  });
  return { calls, watching, runtime };
}
