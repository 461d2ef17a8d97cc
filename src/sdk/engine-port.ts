/**
 * The page's side of comlink's wire protocol (comlink 4 `protocol.ts`); the
 * worker keeps `comlink.expose`. A call is an APPLY message whose arguments are
 * RAW values, answered by a RAW value with the same id. Engine calls never
 * throw (engine-protocol.ts), so any other answer is a rejection. Hand-written
 * because comlink's `wrap` carries its whole `expose` side along: about 1.4 KB
 * gzipped of the 15 KB main-thread budget (issue 3). A unit test pins the
 * format against the installed comlink.
 */
import { NOTICE_MESSAGE } from './core/engine-protocol';
import type { AnalyticsEngine, EngineNotice } from './core/engine-protocol';

export type EngineLike = Pick<AnalyticsEngine, 'start' | 'enqueue' | 'flush'>;

/** The page's client: the delivery calls, plus any other engine call (the features') by name. */
export type EngineClient = EngineLike & { call: EngineCaller };

export type EngineCaller = <K extends keyof AnalyticsEngine>(
  name: K,
  ...args: Parameters<AnalyticsEngine[K]>
) => ReturnType<AnalyticsEngine[K]>;

/** The part of a Worker (or MessagePort) the calls use. */
export interface EnginePort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Hands every worker notice (engine-protocol.ts NOTICE_MESSAGE) to `listener`;
 * other messages (call answers) are left alone. Returns the unsubscribe.
 */
export function onNotice(port: EnginePort, listener: (notice: EngineNotice) => void): () => void {
  const handle = ({ data }: MessageEvent<{ type?: unknown; notice?: EngineNotice } | null>) => {
    if (data?.type !== NOTICE_MESSAGE || typeof data.notice?.kind !== 'string') return;
    listener(data.notice);
  };
  port.addEventListener('message', handle);
  return () => port.removeEventListener?.('message', handle);
}

type Answer = { id?: unknown; type?: unknown; value?: unknown } | null;

export function connectEngine(port: EnginePort): EngineClient {
  const waiting = new Map<unknown, [(value: never) => void, (error: Error) => void]>();
  let seq = 0;
  port.addEventListener('message', ({ data }: MessageEvent<Answer>) => {
    const settle = waiting.get(data?.id);
    if (!data || !settle) return;
    waiting.delete(data.id);
    if (data.type === 'RAW') settle[0](data.value as never);
    else settle[1](new Error('analytics engine call failed'));
  });
  const call =
    (name: keyof AnalyticsEngine) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = String((seq += 1));
        waiting.set(id, [resolve, reject]);
        port.postMessage({
          id,
          type: 'APPLY',
          path: [name],
          argumentList: args.map((value) => ({ type: 'RAW', value })),
        });
      });
  return {
    start: call('start'),
    enqueue: call('enqueue'),
    flush: call('flush'),
    call: (name: keyof AnalyticsEngine, ...args: unknown[]) => call(name)(...args),
  } as EngineClient;
}
