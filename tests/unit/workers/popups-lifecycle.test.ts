import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETENTION_MS } from '../../../workers/popups/visitor-row';
import { API, config, createPopupHarness, fakeEngine, plan } from './popups-harness';

afterEach(() => {
  vi.restoreAllMocks();
  fakeEngine.profiles.length = 0;
});

const row = (h: ReturnType<typeof createPopupHarness>) => h.db.popupVisitors.get('default');

describe('popup runtime: config pulls', () => {
  it('pulls at start with the spec query, no credentials, then every 600000 ms by default', async () => {
    const h = createPopupHarness();
    expect(await h.runtime.start(h.setup())).toEqual({ ok: true });
    await h.runtime.idle();
    const [first] = h.pulls();
    expect(first?.url.origin + first!.url.pathname).toBe(`${API}/sfo/user_popup_configs`);
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      distinct_id: 'visitor-1',
      platform: 'H5',
      project: 'default',
      time: String(h.clock.now()),
      sdk_version: '1.26.2',
    });
    expect(first?.init.credentials).toBe('omit');
    expect(h.clock.delays()).toEqual([600_000]);
    await h.advance(599_999);
    expect(h.pulls()).toHaveLength(1);
    await h.advance(1);
    expect(h.pulls()).toHaveLength(2);
  });

  it("follows the server's config_pull_interval_ms", async () => {
    const h = createPopupHarness();
    h.server.config = () => ({
      status: 200,
      body: config([], { config_pull_interval_ms: 30_000 }),
    });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    expect(h.clock.delays()).toEqual([30_000]);
    await h.advance(30_000);
    expect(h.pulls()).toHaveLength(2);
  });

  it.each([
    [
      'a config above the library version',
      { status: 200, body: config([], { min_sdk_version_required: '1.27' }) },
    ],
    [
      'a config without popup_plans',
      { status: 200, body: { server_current_time: 1, min_sdk_version_required: '1.0' } },
    ],
    ['a non-JSON-object answer', { status: 200, body: 'oops' }],
    ['an HTTP error', { status: 500, body: {} }],
    ['a network failure', 'network' as const],
  ])('%s clears the state, logs why and schedules the next pull', async (_name, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    await h.runtime.report({ decisionId: h.shows()[0]!.decisionId, outcome: 'shown' });
    expect((await row(h))?.state.global_popup_count).toHaveLength(1);
    h.server.config = () => reply;
    await h.advance(600_000);
    const cleared = await row(h);
    expect(cleared?.config).toBeNull();
    expect(cleared?.state).toEqual(fakeEngine.emptyPopupState());
    expect(warn.mock.calls.flat().join(' ')).toMatch(
      /popup config .*popup state cleared, next pull in 600000 ms/,
    );
    expect(h.clock.delays()).toEqual([600_000]);
    // Nothing is evaluated while there is no config.
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    expect(h.shows()).toHaveLength(1);
  });

  it('gives up on a pull after 20 s and schedules the next one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = createPopupHarness();
    h.server.config = () => 'hang';
    await h.runtime.start(h.setup());
    expect(h.clock.delays()).toEqual([20_000]);
    await h.advance(20_000);
    expect((await row(h))?.config).toBeNull();
    expect(h.clock.delays()).toEqual([600_000]);
  });

  it('corrects event and evaluation times by the server clock', async () => {
    const h = createPopupHarness();
    const evaluate = vi.spyOn(fakeEngine, 'evaluate');
    const skew = 3_600_000;
    h.server.config = () => ({
      status: 200,
      body: config([plan(1, 'buy')], { server_current_time: h.clock.now() + skew }),
    });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.clock.advance(5_000);
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    const [, , input, now] = evaluate.mock.calls[0]!;
    expect(now).toBe(h.clock.now() + skew);
    expect(input.time).toBe(h.clock.now() + skew);
  });
});

describe('popup runtime: local state', () => {
  it('persists the state and a new worker (reload) picks it up', async () => {
    const first = createPopupHarness();
    const plans = [plan(1, 'buy', { popup_interval: { value: 1, unit: 'HOUR' } })];
    // Server and local clocks agree here: the stored times read as local times.
    first.server.config = () => ({
      status: 200,
      body: config(plans, { server_current_time: first.clock.now() }),
    });
    await first.runtime.start(first.setup());
    await first.runtime.idle();
    first.runtime.observe([first.event('buy')]);
    await first.runtime.idle();
    await first.runtime.report({ decisionId: first.shows()[0]!.decisionId, outcome: 'shown' });
    first.runtime.stop();

    const second = createPopupHarness({ dbName: first.dbName, start: first.clock.now() + 60_000 });
    second.server.config = () => ({
      status: 200,
      body: config(plans, { server_current_time: second.clock.now() }),
    });
    await second.runtime.start(second.setup());
    await second.runtime.idle();
    expect((await row(second))?.state.global_popup_count).toEqual([first.clock.now()]);
    second.runtime.observe([second.event('buy')]);
    await second.runtime.idle();
    expect(second.shows()).toEqual([]); // still inside the plan's popup interval
  });

  it('discards data not updated for 30 days', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = createPopupHarness();
    first.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await first.runtime.start(first.setup());
    await first.runtime.idle();
    first.runtime.observe([first.event('buy')]);
    await first.runtime.idle();
    await first.runtime.report({ decisionId: first.shows()[0]!.decisionId, outcome: 'shown' });
    first.runtime.stop();

    const kept = createPopupHarness({
      dbName: first.dbName,
      start: first.clock.now() + RETENTION_MS,
    });
    kept.server.config = () => 'hang';
    await kept.runtime.start(kept.setup());
    expect((await row(kept))?.state.global_popup_count).toHaveLength(1);
    kept.runtime.stop();

    const later = createPopupHarness({
      dbName: first.dbName,
      start: first.clock.now() + RETENTION_MS + 1,
    });
    later.server.config = () => 'hang';
    await later.runtime.start(later.setup());
    expect((await row(later))?.state.global_popup_count).toEqual([]);
  });

  it('keeps profile properties from profile_set / profile_set_once for permission matching', async () => {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([
      h.event('', 'visitor-1', {
        type: 'profile_set_once',
        event: undefined,
        properties: { $first_visit_time: 'a', level: 1 },
      }),
      h.event('', 'visitor-1', { type: 'profile_set', event: undefined, properties: { level: 2 } }),
      h.event('', 'visitor-1', {
        type: 'profile_set_once',
        event: undefined,
        properties: { level: 9, $first_visit_time: 'b' },
      }),
      h.event('buy'),
    ]);
    await h.runtime.idle();
    expect(fakeEngine.profiles).toEqual([{ $first_visit_time: 'a', level: 2 }]);
    expect((await row(h))?.profile).toEqual({ $first_visit_time: 'a', level: 2 });
  });
});

describe('popup runtime: visitor change', () => {
  it('restarts with cleared state and a fresh pull when enqueued events carry another distinct_id', async () => {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([
      h.event('', 'visitor-1', {
        type: 'profile_set',
        event: undefined,
        properties: { vip: true },
      }),
      h.event('buy'),
    ]);
    await h.runtime.idle();
    const old = h.shows()[0]!;
    h.runtime.observe([
      h.event('$SignUp', 'user-42', { type: 'track_signup' }),
      h.event('buy', 'user-42'),
    ]);
    await h.runtime.idle();
    expect(h.pulls().map((pull) => pull.url.searchParams.get('distinct_id'))).toEqual([
      'visitor-1',
      'user-42',
    ]);
    const fresh = await row(h);
    expect(fresh?.distinctId).toBe('user-42');
    expect(fresh?.profile).toEqual({});
    // The old visitor's decision is void; the new visitor's event was evaluated after the new pull.
    expect(await h.runtime.report({ decisionId: old.decisionId, outcome: 'shown' })).toMatchObject({
      ok: false,
    });
    expect(h.shows()).toHaveLength(2);
    expect(h.clock.delays()).toEqual([600_000]);
  });

  it('restarts on an explicit reset even for the same id', async () => {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    await h.runtime.report({ decisionId: h.shows()[0]!.decisionId, outcome: 'shown' });
    expect(await h.runtime.resetVisitor('visitor-1')).toEqual({ ok: true });
    await h.runtime.idle();
    expect(h.pulls()).toHaveLength(2);
    expect((await row(h))?.state.global_popup_count).toEqual([]);
    expect(await h.runtime.resetVisitor('')).toMatchObject({ ok: false });
  });

  it('refuses a setup that is not valid', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = createPopupHarness();
    expect(await h.runtime.start({ ...h.setup(), apiBaseUrl: 'ftp://x' })).toMatchObject({
      ok: false,
    });
    expect(await h.runtime.start({ ...h.setup(), apiBaseUrl: `${API}/` })).toMatchObject({
      ok: false,
    });
    expect(await h.runtime.start(null)).toMatchObject({ ok: false });
    expect(h.requests).toEqual([]);
  });
});

describe('popup runtime: two tabs of one visitor', () => {
  it('a show recorded in one tab keeps the plan interval in the other', async () => {
    const a = createPopupHarness();
    const b = createPopupHarness({ dbName: a.dbName, start: a.clock.now() + 1_000 });
    const plans = [plan(1, 'buy', { popup_interval: { value: 1, unit: 'HOUR' } })];
    a.server.config = () => ({
      status: 200,
      body: config(plans, { server_current_time: a.clock.now() }),
    });
    b.server.config = () => ({
      status: 200,
      body: config(plans, { server_current_time: b.clock.now() }),
    });
    await a.runtime.start(a.setup());
    await a.runtime.idle();
    await b.runtime.start(b.setup());
    await b.runtime.idle();
    a.runtime.observe([a.event('buy')]);
    await a.runtime.idle();
    await a.runtime.report({ decisionId: a.shows()[0]!.decisionId, outcome: 'shown' });
    b.clock.advance(5_000);
    b.runtime.observe([b.event('buy')]);
    await b.runtime.idle();
    expect(b.shows()).toEqual([]);
  });
});
