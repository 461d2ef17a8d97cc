import type { TrackedEvent } from '../../../src/sdk/core/engine-protocol';
import type { FetchLike } from '../../../workers/delivery/senders';

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

export type FakeReply = 'ok' | 'http500' | 'network' | 'hang';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  body: string;
}

/** A fetch that answers from a script of replies (the last one repeats). */
export function createFakeFetch(script: FakeReply[] = ['ok']) {
  const requests: RecordedRequest[] = [];
  const replies = [...script];
  const fetch: FetchLike = (url, init) => {
    requests.push({ url, init, body: String(init.body) });
    const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? 'ok';
    if (reply === 'ok') return Promise.resolve({ ok: true, status: 200 });
    if (reply === 'http500') return Promise.resolve({ ok: false, status: 500 });
    if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
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
