import { vi } from 'vitest';
import type { RequestEffects } from '../../../src/api/request-effects';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  | { networkError: true }
  | { hang: true };

/** A fetch that records what was sent and answers from a queue (last reply repeats). */
export function installFakeFetch(...replies: Reply[]): Sent[] {
  const sent: Sent[] = [];
  const queue = [...replies];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body,
      });
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { json: null };
      if ('networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
      if ('hang' in reply) {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        });
      }
      if ('json' in reply) {
        return Promise.resolve(
          new Response(JSON.stringify(reply.json), {
            status: reply.status ?? 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return Promise.resolve(
        new Response(reply.text, {
          status: reply.status ?? 200,
          headers: { 'content-type': reply.contentType ?? 'text/html' },
        }),
      );
    }),
  );
  return sent;
}

export interface FakeEffects extends RequestEffects {
  toast: ReturnType<typeof vi.fn<(message: string) => void>>;
  openServiceStopped: ReturnType<typeof vi.fn<(message: string) => void>>;
  goBackWithCode: ReturnType<typeof vi.fn<(code: number) => void>>;
  sessionExpired: ReturnType<typeof vi.fn<() => void>>;
}

/** Effects that record calls; `later` keeps the real setTimeout so fake timers drive it. */
export function fakeEffects(): FakeEffects {
  return {
    toast: vi.fn<(message: string) => void>(),
    openServiceStopped: vi.fn<(message: string) => void>(),
    goBackWithCode: vi.fn<(code: number) => void>(),
    sessionExpired: vi.fn<() => void>(),
    later: (run, ms) => {
      setTimeout(run, ms);
    },
  };
}

export function envelope(code: string, msg = '', data: unknown = null): { json: unknown } {
  return { json: { code, msg, data } };
}

/**
 * A fetch that answers by path (for screens that make several calls at once).
 * `answer` returns the envelope data for a body, or a Reply; unknown paths 404.
 */
export function installRoutedFetch(
  routes: Record<string, (body: Record<string, unknown>) => Reply>,
): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body,
      });
      const route = routes[url.split('?')[0] ?? url];
      const reply: Reply = route ? route(body) : { status: 404, text: 'not found' };
      if ('networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
      if ('hang' in reply) {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        });
      }
      const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      return Promise.resolve(new Response(text, { status: reply.status ?? 200 }));
    }),
  );
  return sent;
}

/** A page of a list as the contracts answer it. */
export function pageReply<T>(all: readonly T[], pageIndex: number, pageSize: number) {
  const start = (pageIndex - 1) * pageSize;
  return envelope('0000', '', {
    list: all.slice(start, start + pageSize),
    total: all.length,
    pageIndex,
    pageSize,
  });
}
