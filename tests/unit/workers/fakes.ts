import type { TrackedEvent } from '../../../src/sdk/core/engine-protocol';
import type { FetchLike } from '../../../workers/delivery/senders';
import type { LocksLike } from '../../../workers/takeover-lock';

/** A clock whose timers fire only when a test says so; callbacks' promises are awaited. */
export function createFakeClock(start = 1_700_000_000_000) {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, { due: number; callback: () => unknown }>();
  return {
    now: () => time,
    setTimeout: (callback: () => void, ms: number): unknown => {
      const id = nextId++;
      timers.set(id, { due: time + ms, callback });
      return id;
    },
    clearTimeout: (handle: unknown): void => {
      timers.delete(handle as number);
    },
    advance(ms: number): void {
      time += ms;
    },
    /** Delays (from now) of the timers still scheduled, soonest first. */
    delays(): number[] {
      return [...timers.values()].map((timer) => timer.due - time).sort((a, b) => a - b);
    },
    /** Fires every timer that is due, oldest first, awaiting each callback. */
    async runDue(): Promise<void> {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.due <= time)
        .sort(([, a], [, b]) => a.due - b.due);
      for (const [id, timer] of due) {
        timers.delete(id);
        await timer.callback();
      }
    },
  };
}

/** 'held': a 200 that arrives when the test calls `answerHeld()`. */
export type FakeReply = 'ok' | 'http500' | 'network' | 'hang' | 'held';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  body: string;
}

/** A fetch that answers from a script of replies (the last one repeats). */
export function createFakeFetch(script: FakeReply[] = ['ok']) {
  const requests: RecordedRequest[] = [];
  const replies = [...script];
  const held: Array<() => void> = [];
  const fetch: FetchLike = (url, init) => {
    requests.push({ url, init, body: String(init.body) });
    const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? 'ok';
    if (reply === 'ok') return Promise.resolve({ ok: true, status: 200 });
    if (reply === 'http500') return Promise.resolve({ ok: false, status: 500 });
    if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'held') {
      return new Promise((resolve) => held.push(() => resolve({ ok: true, status: 200 })));
    }
    return new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  };
  return {
    fetch,
    requests,
    setReplies(next: FakeReply[]) {
      replies.splice(0, replies.length, ...next);
    },
    answerHeld() {
      for (const answer of held.splice(0)) answer();
    },
  };
}

export function makeEvent(id: number, properties: Record<string, unknown> = {}): TrackedEvent {
  return {
    _track_id: id,
    type: 'track',
    event: 'BuyNow',
    distinct_id: 'visitor-1',
    lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
    properties,
    time: 1_700_000_000_000 + id,
  };
}

function decodeBase64Utf8(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/** Events carried by one recorded request body (batch or single format). */
export function decodeBody(body: string): TrackedEvent[] {
  const form = new URLSearchParams(body);
  const list = form.get('data_list');
  if (list !== null) return JSON.parse(decodeBase64Utf8(list)) as TrackedEvent[];
  const single = form.get('data');
  if (single === null) throw new Error(`no data in body: ${body}`);
  return [JSON.parse(decodeBase64Utf8(single)) as TrackedEvent];
}

export function sentIds(requests: readonly RecordedRequest[]): number[] {
  return requests.flatMap((request) => decodeBody(request.body).map((event) => event._track_id));
}

let dbCounter = 0;
/** Each test gets its own database. */
export function uniqueDbName(label: string): string {
  dbCounter += 1;
  return `sa-test-${label}-${dbCounter}-${Math.random().toString(36).slice(2)}`;
}

interface LockRequest {
  name: string;
  client: string;
  callback: (lock: unknown) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * An in-memory Web Locks manager shared by fake tabs: exclusive locks, a FIFO
 * queue per name, `ifAvailable`, `signal` and `query()`. `kill(client)` frees a
 * client's locks as the browser does when a tab dies without any cleanup.
 */
export function createFakeLockManager() {
  const held = new Map<string, { client: string; token: object }>();
  const queue: LockRequest[] = [];
  const abortError = () => new DOMException('The request was aborted.', 'AbortError');

  function grant(request: LockRequest): void {
    const token = {};
    held.set(request.name, { client: request.client, token });
    void Promise.resolve()
      .then(() => request.callback({ name: request.name }))
      .then(request.resolve, request.reject)
      .finally(() => {
        if (held.get(request.name)?.token !== token) return;
        held.delete(request.name);
        pump();
      });
  }

  function pump(): void {
    for (const request of [...queue]) {
      if (held.has(request.name)) continue;
      queue.splice(queue.indexOf(request), 1);
      grant(request);
    }
  }

  function client(id: string): LocksLike {
    return {
      request<T>(
        name: string,
        options: { ifAvailable?: boolean; signal?: AbortSignal },
        callback: (lock: unknown) => Promise<T>,
      ): Promise<T> {
        return new Promise<T>((resolve, reject) => {
          if (options.signal?.aborted) return reject(abortError());
          const request: LockRequest = {
            name,
            client: id,
            callback,
            resolve: resolve as (value: unknown) => void,
            reject,
          };
          if (!held.has(name)) return grant(request);
          if (options.ifAvailable) {
            void Promise.resolve()
              .then(() => callback(null))
              .then(resolve, reject);
            return;
          }
          queue.push(request);
          options.signal?.addEventListener('abort', () => {
            const at = queue.indexOf(request);
            if (at < 0) return;
            queue.splice(at, 1);
            reject(abortError());
          });
        });
      },
      query: () =>
        Promise.resolve({
          held: [...held.keys()].map((name) => ({ name })),
          pending: queue.map((request) => ({ name: request.name })),
        }),
    };
  }

  return {
    client,
    /** The tab of `client` died: its locks are freed, its queued requests dropped. */
    kill(id: string): void {
      for (const [name, lock] of held) if (lock.client === id) held.delete(name);
      for (const request of queue.filter((r) => r.client === id)) {
        queue.splice(queue.indexOf(request), 1);
      }
      pump();
    },
    heldNames: (): string[] => [...held.keys()],
  };
}
