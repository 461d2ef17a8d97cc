import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAbtestHarness, codeResult, makeSetup, settle } from './abtest-fakes';

let dbName = '';
let warnSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  dbName = `abtest-${Math.random().toString(36).slice(2)}`;
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnSpy.mockRestore());

describe('experiment cache', () => {
  it('fetches at start with the visitor and platform, stores the results and announces them', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', '立即出价')] }]);
    expect(await h.runtime.start(makeSetup(dbName))).toEqual({ ok: true });
    await settle();
    expect(h.service.requests).toHaveLength(1);
    expect(h.service.requests[0]?.body).toMatchObject({ anonymous_id: 'anon-1', platform: 'H5' });
    expect(h.notices).toEqual([expect.objectContaining({ kind: 'abtest', visitorKey: 'anon-1|' })]);
    expect(h.notices[0]?.results[0]?.abtest_experiment_id).toBe('e1');
  });

  it('serves a later page from Dexie without the network (cache mode)', async () => {
    const first = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', 'A')] }]);
    await first.runtime.start(makeSetup(dbName));
    await settle();
    first.runtime.stop();

    const next = createAbtestHarness([{ kind: 'hang' }]);
    await next.runtime.start(makeSetup(dbName));
    const answer = await next.runtime.read({ visitor: { anonymous_id: 'anon-1' }, mode: 'cache' });
    expect(answer).toMatchObject({ ok: true, source: 'cache' });
    expect(answer.ok && answer.results[0]?.variables[0]?.value).toBe('A');
  });

  it('answers cached-first from a fresh cache, and fetches once the cache is older than the refresh', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', 'A')] }]);
    await h.runtime.start(makeSetup(dbName));
    await settle();
    const visitor = { anonymous_id: 'anon-1' };
    expect(await h.runtime.read({ visitor, mode: 'cached-first' })).toMatchObject({
      ok: true,
      source: 'cache',
    });
    expect(h.service.requests).toHaveLength(1);

    h.service.reply([{ kind: 'ok', results: [codeResult('e1', 'B')] }]);
    h.clock.advance(600_000);
    const answer = await h.runtime.read({ visitor, mode: 'cached-first' });
    expect(answer).toMatchObject({ ok: true, source: 'network' });
    expect(answer.ok && answer.results[0]?.variables[0]?.value).toBe('B');
  });

  it('cache mode with nothing stored is a failure value (defaults apply)', async () => {
    const h = createAbtestHarness([{ kind: 'hang' }]);
    await h.runtime.start(makeSetup(dbName));
    const answer = await h.runtime.read({ visitor: { anonymous_id: 'anon-1' }, mode: 'cache' });
    expect(answer).toMatchObject({ ok: false, error: 'no-cache' });
  });
});

describe('refresh', () => {
  it('refetches every 600000 ms and announces the new results', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', 'A')] }]);
    await h.runtime.start(makeSetup(dbName));
    await settle();
    expect(h.clock.delays()).toEqual([600_000]);

    h.service.reply([{ kind: 'ok', results: [codeResult('e1', 'B', 'r-2')] }]);
    h.clock.advance(600_000);
    await h.clock.runDue();
    await settle();
    expect(h.service.requests).toHaveLength(2);
    expect(h.notices.at(-1)?.results[0]?.abtest_experiment_result_id).toBe('r-2');
    expect(h.clock.delays()).toEqual([600_000]);
  });

  it('keeps refreshing after a failed refresh, and keeps the last good results', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', 'A')] }]);
    await h.runtime.start(makeSetup(dbName));
    await settle();
    h.service.reply([{ kind: 'status', status: 503 }]);
    h.clock.advance(600_000);
    await h.clock.runDue();
    await settle();
    expect(h.clock.delays()).toEqual([600_000]);
    const cached = await h.runtime.read({ visitor: { anonymous_id: 'anon-1' }, mode: 'cache' });
    expect(cached.ok && cached.results[0]?.variables[0]?.value).toBe('A');
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining('HTTP 503'));
  });
});

describe('visitor change', () => {
  it('fetches at once for the new visitor (login) and announces under their key', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', 'A')] }]);
    await h.runtime.start(makeSetup(dbName));
    await settle();
    h.service.reply([{ kind: 'ok', results: [codeResult('e1', 'B')] }]);
    const loggedIn = { anonymous_id: 'anon-1', login_id: 'user-9' };
    const answer = await h.runtime.read({ visitor: loggedIn, mode: 'cached-first' });
    expect(answer.ok && answer.results[0]?.variables[0]?.value).toBe('B');
    expect(h.service.requests.at(-1)?.body).toMatchObject({
      anonymous_id: 'anon-1',
      login_id: 'user-9',
    });
    await settle();
    expect(h.notices.at(-1)?.visitorKey).toBe('anon-1|user-9');
  });

  it('logout back to the anonymous visitor refetches too (one request per change)', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [] }]);
    await h.runtime.start(makeSetup(dbName, { visitor: { anonymous_id: 'a', login_id: 'u' } }));
    await settle();
    await h.runtime.read({ visitor: { anonymous_id: 'a' }, mode: 'network' });
    await h.runtime.read({ visitor: { anonymous_id: 'a' }, mode: 'network' });
    await settle();
    expect(h.service.requests.map((r) => r.body.login_id ?? null)).toEqual(['u', null, null]);
  });

  it('does not announce a slow answer for a visitor who has left', async () => {
    const h = createAbtestHarness([{ kind: 'hang' }]);
    await h.runtime.start(makeSetup(dbName, { timeoutMs: 3000 }));
    h.service.reply([{ kind: 'ok', results: [codeResult('e1', 'B')] }]);
    await h.runtime.read({ visitor: { anonymous_id: 'anon-2' }, mode: 'network' });
    h.clock.advance(3000);
    await h.clock.runDue();
    await settle();
    expect(h.notices.map((n) => n.visitorKey)).toEqual(['anon-2|']);
  });
});

describe('timeouts', () => {
  it('a hanging service times out at the call deadline and the request is aborted', async () => {
    const h = createAbtestHarness([{ kind: 'hang' }]);
    await h.runtime.start(makeSetup(dbName, { timeoutMs: 3000 }));
    let answer: unknown = null;
    void h.runtime
      .read({ visitor: { anonymous_id: 'anon-1' }, mode: 'network', timeoutMs: 1000 })
      .then((a) => (answer = a));
    h.clock.advance(999);
    await h.clock.runDue();
    await settle();
    expect(answer).toBeNull();
    h.clock.advance(1);
    await h.clock.runDue();
    await settle();
    expect(answer).toMatchObject({ ok: false, error: 'timeout' });
    h.clock.advance(2000);
    await h.clock.runDue();
    await settle();
    expect(h.service.requests[0]?.aborted).toBe(true);
  });

  it.each([
    [50, 200],
    [0, 200],
    [undefined, 3000],
    [5000, 5000],
  ])(
    'timeout_milliseconds %s waits %s ms (200 ms minimum, 3000 by default)',
    async (asked, waits) => {
      const h = createAbtestHarness([{ kind: 'hang' }]);
      await h.runtime.start(makeSetup(dbName, { timeoutMs: 3000 }));
      let answer: unknown = null;
      void h.runtime
        .read({ visitor: { anonymous_id: 'anon-1' }, mode: 'network', timeoutMs: asked })
        .then((a) => (answer = a));
      await settle();
      h.clock.advance(waits - 1);
      await h.clock.runDue();
      await settle();
      expect(answer).toBeNull();
      h.clock.advance(1);
      await h.clock.runDue();
      await settle();
      expect(answer).toMatchObject({ ok: false, error: 'timeout' });
    },
  );
});

describe('failures', () => {
  it.each([
    ['HTTP 500', { kind: 'status', status: 500 } as const, 'http'],
    ['network error', { kind: 'network' } as const, 'network'],
    [
      'FAILED status',
      { kind: 'body', body: { status: 'FAILED', error: 'no project' } } as const,
      'bad-response',
    ],
    ['not JSON', { kind: 'body', body: undefined } as const, 'bad-response'],
    [
      'results not a list',
      { kind: 'body', body: { status: 'SUCCESS', results: 'x' } } as const,
      'bad-response',
    ],
  ])('%s: a failure value, logged, nothing announced', async (_name, reply, error) => {
    const h = createAbtestHarness([reply]);
    await h.runtime.start(makeSetup(dbName));
    const answer = await h.runtime.read({ visitor: { anonymous_id: 'anon-1' }, mode: 'network' });
    expect(answer).toMatchObject({ ok: false, error });
    expect(h.notices).toEqual([]);
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining('defaults apply'));
  });

  it('drops malformed results and keeps the good ones', async () => {
    const hostile = {
      abtest_experiment_id: 'x',
      experiment_type: 'LINK',
      experiment_link: 'javascript:alert(1)',
    };
    const h = createAbtestHarness([{ kind: 'ok', results: [hostile, 42, codeResult('e1', 'A')] }]);
    await h.runtime.start(makeSetup(dbName));
    const answer = await h.runtime.read({ visitor: { anonymous_id: 'anon-1' }, mode: 'network' });
    expect(answer.ok && answer.results.map((r) => r.abtest_experiment_id)).toEqual(['e1']);
  });

  it('reads before start and invalid setups are refused as values', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [] }]);
    expect(
      await h.runtime.read({ visitor: { anonymous_id: 'anon-1' }, mode: 'network' }),
    ).toMatchObject({ ok: false, error: 'not-started' });
    expect(await h.runtime.start(makeSetup(dbName, { url: 'ftp://x' }))).toMatchObject({
      ok: false,
      error: 'url must start with http',
    });
    expect(
      await h.runtime.start(makeSetup(dbName, { visitor: { anonymous_id: '' } })),
    ).toMatchObject({ ok: false });
    expect(h.service.requests).toHaveLength(0);
  });

  it('keeps working when IndexedDB cannot be opened (memory cache)', async () => {
    const h = createAbtestHarness([{ kind: 'ok', results: [codeResult('e1', 'A')] }]);
    const broken = makeSetup(dbName);
    const original = globalThis.indexedDB;
    // @ts-expect-error simulate a WebView whose IndexedDB is missing
    globalThis.indexedDB = undefined;
    try {
      await h.runtime.start(broken);
      await settle();
      const answer = await h.runtime.read({ visitor: broken.visitor, mode: 'cache' });
      expect(answer).toMatchObject({ ok: true, source: 'cache' });
    } finally {
      globalThis.indexedDB = original;
    }
  });
});
