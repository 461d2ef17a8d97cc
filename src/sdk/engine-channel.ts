/**
 * What the SDK facade offers plugins for talking to the worker engine
 * (`sensors.engine`): `subscribe(kind, fn)` to the worker's notices of one
 * feature, and `call(name, ...args)` for the feature's engine calls. Without a
 * worker (the direct fallback) calls reject and no notice ever arrives.
 */
import type { AnalyticsEngine, EngineNotice } from './core/engine-protocol';
import { onNotice, type EngineCaller, type EngineClient, type EnginePort } from './engine-port';
import { warn } from './log';

export type NoticeKind = EngineNotice['kind'];
export type NoticeOf<K extends NoticeKind> = Extract<EngineNotice, { kind: K }>;

export interface EngineChannel {
  subscribe<K extends NoticeKind>(kind: K, listener: (notice: NoticeOf<K>) => void): () => void;
  call: EngineCaller;
}

/** The facade's side: the transport attaches the worker client and its port. */
export interface EngineChannelHub extends EngineChannel {
  attach(client: EngineClient, port: EnginePort): void;
  /** The worker is gone (fallback to direct sending). */
  detach(): void;
}

export function createEngineChannel(): EngineChannelHub {
  const listeners = new Map<NoticeKind, Set<(notice: EngineNotice) => void>>();
  let client: EngineClient | null = null;
  let unlisten: (() => void) | null = null;
  const dispatch = (notice: EngineNotice): void => {
    for (const listener of listeners.get(notice.kind) ?? []) {
      try {
        listener(notice);
      } catch (error) {
        // One plugin's bug must not keep the notice from the others.
        warn(`${notice.kind} notice listener failed:`, error);
      }
    }
  };
  // Calls in flight: a worker that never starts answers none of them, so detach rejects
  // them and a caller with a page-side fallback (the first-visit profile) still runs it.
  const inFlight = new Set<(error: Error) => void>();
  const unavailable = (): Error => new Error('analytics worker unavailable');
  const call: EngineCaller = (name, ...args) => {
    const current = client;
    if (!current) return Promise.reject(unavailable()) as ReturnType<AnalyticsEngine[typeof name]>;
    return new Promise((resolve, reject) => {
      inFlight.add(reject);
      current
        .call(name, ...args)
        .then(resolve, reject)
        .finally(() => inFlight.delete(reject));
    }) as ReturnType<AnalyticsEngine[typeof name]>;
  };
  return {
    subscribe(kind, listener) {
      const set = listeners.get(kind) ?? new Set();
      listeners.set(kind, set);
      const entry = listener as (notice: EngineNotice) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    call,
    attach(next, port) {
      unlisten?.();
      client = next;
      unlisten = onNotice(port, dispatch);
    },
    detach() {
      unlisten?.();
      unlisten = null;
      client = null;
      for (const reject of inFlight) reject(unavailable());
      inFlight.clear();
    },
  };
}
