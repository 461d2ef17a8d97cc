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
  const call: EngineCaller = (name, ...args) =>
    client
      ? client.call(name, ...args)
      : (Promise.reject(new Error('analytics worker unavailable')) as ReturnType<
          AnalyticsEngine[typeof name]
        >);
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
    },
  };
}
