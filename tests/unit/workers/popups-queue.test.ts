import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, createPopupHarness, fakeEngine, plan } from './popups-harness';

afterEach(() => {
  vi.restoreAllMocks();
  fakeEngine.profiles.length = 0;
});

describe('popup runtime: event queue and decisions', () => {
  it('holds events tracked before the first pull and evaluates them after it, in order', async () => {
    const h = createPopupHarness();
    const evaluate = vi.spyOn(fakeEngine, 'evaluate');
    let answer: (() => void) | null = null;
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy'), plan(2, 'view')]) });
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const original = h.server.config;
    h.server.config = () => original();
    await h.runtime.start(h.setup());
    h.runtime.observe([h.event('view'), h.event('other'), h.event('buy')]);
    answer!();
    await gate;
    await h.runtime.idle();
    // 'other' has no rule once the config is known: never evaluated.
    expect(evaluate.mock.calls.map((call) => call[2].event)).toEqual(['view', 'buy']);
    expect(h.shows().map((decision) => decision.plan.plan_id)).toEqual(['2', '1']);
  });

  it('evaluates only events whose name has a plan rule, and only track events', async () => {
    const h = createPopupHarness();
    const evaluate = vi.spyOn(fakeEngine, 'evaluate');
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([
      h.event('$pageview'),
      h.event('buy', 'visitor-1', { type: 'profile_set' }),
      h.event('buy'),
    ]);
    await h.runtime.idle();
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it('processes one event at a time: the state of each evaluation feeds the next', async () => {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([h.event('buy'), h.event('buy')]);
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    const stored = await h.db.popupVisitors.get('default');
    expect(stored?.state.plans.seen?.is_in_popup_limit_window?.count).toBe(3);
  });

  it('posts a show notice with the plan view and records the show only when the page reports it', async () => {
    const h = createPopupHarness();
    const recordShown = vi.spyOn(fakeEngine, 'recordShown');
    h.server.config = () => ({
      status: 200,
      body: config([
        plan(7, 'buy', {
          strategy_id: 3,
          audience_id: 'aud',
          section_id: '',
          is_trigger: false,
          cname: 'Deposit',
          popup_interval: { value: 1, unit: 'HOUR' },
          popup_window_content: { popup_type: 'CUSTOMIZED', content: '{"a":1}' },
        }),
      ]),
    });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    const [decision] = h.shows();
    expect(h.notices[0]).toMatchObject({ kind: 'popup', type: 'show' });
    expect(decision?.displayUuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(decision?.plan).toEqual({
      plan_id: '7',
      cname: 'Deposit',
      strategy_id: '3',
      audience_id: 'aud',
      is_control_group: false,
      is_trigger: false,
      popup_type: 'CUSTOMIZED',
      content: '{"a":1}',
      msg_id: decision?.displayUuid,
    });
    expect(await h.runtime.report({ decisionId: decision!.decisionId, outcome: 'failed' })).toEqual(
      {
        ok: true,
      },
    );
    expect(recordShown).not.toHaveBeenCalled();
    // A decision is answered once.
    expect(
      await h.runtime.report({ decisionId: decision!.decisionId, outcome: 'shown' }),
    ).toMatchObject({
      ok: false,
    });
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    await h.runtime.report({ decisionId: h.shows()[1]!.decisionId, outcome: 'control' });
    expect(recordShown).toHaveBeenCalledTimes(1);
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    expect(h.shows()).toHaveLength(2); // the recorded show opened the plan's interval
  });

  it('never lets a broken engine step stop the runtime', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    vi.spyOn(fakeEngine, 'evaluate').mockImplementationOnce(() => {
      throw new Error('engine bug');
    });
    h.runtime.observe([h.event('buy'), h.event('buy')]);
    await h.runtime.idle();
    expect(warn.mock.calls.flat().join(' ')).toContain('engine bug');
    expect(h.shows()).toHaveLength(1);
  });
});

describe('popup runtime: events right after start', () => {
  it('keeps events enqueued while the start is still loading the stored row', async () => {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, '$pageview')]) });
    const started = h.runtime.start(h.setup());
    h.runtime.observe([h.event('$pageview')]);
    await started;
    await h.runtime.idle();
    expect(h.shows().map((decision) => decision.plan.plan_id)).toEqual(['1']);
  });
});
