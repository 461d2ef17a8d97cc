import type { AbtestNotice, AbtestSetup } from '../../../src/sdk/core/abtest-protocol';
import type { AbtestRuntime } from '../../../workers/abtest/abtest-runtime';
import { createAbtestRuntime } from '../../../workers/abtest/abtest-runtime';
import type { AbtestFetch } from '../../../src/sdk/core/abtest-fetch';
import { createResultCache } from '../../../workers/abtest/result-cache';
import { createAnalyticsDb } from '../../../workers/db';
import { createFakeClock } from './fakes';

export const SERVICE = 'http://127.0.0.1:9/abtest/api/v2/abtest/online/results?project-key=demo';

/** A CODE result as the experiment service sends it. */
export function codeResult(id: string, value: string, resultId = `r-${id}`) {
  return {
    abtest_experiment_id: id,
    abtest_experiment_group_id: `g-${id}`,
    abtest_experiment_result_id: resultId,
    experiment_type: 'CODE',
    variables: [{ name: 'button_text', type: 'STRING', value }],
  };
}

export type ServiceReply =
  | { kind: 'ok'; results: unknown[] }
  | { kind: 'status'; status: number }
  | { kind: 'body'; body: unknown }
  | { kind: 'network' }
  | { kind: 'hang' };

export interface SeenRequest {
  url: string;
  body: Record<string, unknown>;
  aborted: boolean;
}

/** A fake experiment service answering from a script (the last reply repeats). */
export function createFakeService(script: ServiceReply[]) {
  const replies = [...script];
  const requests: SeenRequest[] = [];
  const fetch: AbtestFetch = (url, init) => {
    const seen: SeenRequest = {
      url,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      aborted: false,
    };
    requests.push(seen);
    const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? { kind: 'hang' };
    const json = (body: unknown) => () => Promise.resolve(body);
    switch (reply.kind) {
      case 'ok':
        return Promise.resolve({
          ok: true,
          status: 200,
          json: json({ status: 'SUCCESS', results: reply.results }),
        });
      case 'status':
        return Promise.resolve({ ok: false, status: reply.status, json: json(undefined) });
      case 'body':
        return Promise.resolve({ ok: true, status: 200, json: json(reply.body) });
      case 'network':
        return Promise.reject(new TypeError('Failed to fetch'));
      case 'hang':
        return new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => {
            seen.aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        });
    }
  };
  return {
    fetch,
    requests,
    reply(next: ServiceReply[]) {
      replies.splice(0, replies.length, ...next);
    },
  };
}

/** Lets pending promise chains (fake-indexeddb, fetch stubs) run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

export function makeSetup(dbName: string, overrides: Partial<AbtestSetup> = {}): AbtestSetup {
  return {
    url: SERVICE,
    platform: 'H5',
    timeoutMs: 3000,
    refreshMs: 600_000,
    visitor: { anonymous_id: 'anon-1' },
    dbName,
    ...overrides,
  };
}

/** A runtime on a fake clock, a scripted service and fake-indexeddb. */
export function createAbtestHarness(script: ServiceReply[]) {
  const clock = createFakeClock();
  const service = createFakeService(script);
  const notices: AbtestNotice[] = [];
  const runtime: AbtestRuntime = createAbtestRuntime({
    fetch: service.fetch,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    openCache: (name) => createResultCache(() => createAnalyticsDb(name)),
    notify: (notice) => notices.push(notice),
  });
  return { clock, service, notices, runtime };
}
