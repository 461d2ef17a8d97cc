import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_MS, MAX_POLL_MS } from '../../../workers/popups/conversions';
import { config, createPopupHarness, plan } from './popups-harness';

afterEach(() => vi.restoreAllMocks());

async function shownWithConversionWindow(days: number) {
  const h = createPopupHarness();
  h.server.config = () => ({
    status: 200,
    body: config([plan(5, 'buy', { convert_window: { value: days, unit: 'DAY' } })], {
      server_current_time: h.clock.now(),
      // Far away, so the soonest timer is always the conversion poll.
      config_pull_interval_ms: 1e12,
    }),
  });
  await h.runtime.start(h.setup());
  await h.runtime.idle();
  h.runtime.observe([h.event('buy')]);
  await h.runtime.idle();
  const decision = h.shows()[0]!;
  await h.runtime.report({ decisionId: decision.decisionId, outcome: 'shown' });
  await h.runtime.idle();
  const polls = () => h.requests.filter((r) => r.url.pathname.endsWith('/sfo/popup_displays'));
  const nextDelay = () => Math.min(...h.clock.delays());
  return { h, decision, polls, nextDelay };
}

describe('popup runtime: display conversions', () => {
  it('polls from 5000 ms doubling to 600000 ms until the conversion is reported', async () => {
    const { h, decision, polls, nextDelay } = await shownWithConversionWindow(30);
    const gaps: number[] = [];
    let converted = false;
    h.server.displays = (uuids) => ({
      status: 200,
      body: { displays: uuids.map((uuid) => ({ uuid, converted })) },
    });
    for (let i = 0; i < 10; i += 1) {
      gaps.push(nextDelay());
      if (i === 9) converted = true;
      await h.advance(nextDelay());
    }
    expect(gaps).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000, 600_000,
    ]);
    const last = polls().at(-1)!.url.searchParams;
    expect(last.get('popup_display_uuids')).toBe(decision.displayUuid);
    expect(last.get('project')).toBe('default');
    expect(Number(last.get('time'))).toBe(h.clock.now());
    const stored = await h.db.popupVisitors.get('default');
    expect(stored?.displays).toEqual([]);
    expect(stored?.state.plans['5']?.is_in_convert_window).toBeUndefined();
    const count = polls().length;
    await h.advance(MAX_POLL_MS * 3);
    expect(polls()).toHaveLength(count);
  });

  it('stops polling when the conversion window closes without a conversion', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { h, polls, nextDelay } = await shownWithConversionWindow(1);
    h.server.displays = () => 'network';
    let elapsed = 0;
    while (nextDelay() < 1e11) {
      elapsed += nextDelay();
      await h.advance(nextDelay());
    }
    // The last poll is the first one at or after the window's end (1 day).
    expect(elapsed).toBeGreaterThanOrEqual(86_400_000);
    expect(elapsed).toBeLessThan(86_400_000 + MAX_POLL_MS);
    expect((await h.db.popupVisitors.get('default'))?.displays).toEqual([]);
    const count = polls().length;
    // 5 s, 10 s, … 320 s, then every 600 s up to the day's end.
    expect(count).toBe(7 + Math.ceil((86_400_000 - 635_000) / MAX_POLL_MS));
    await h.advance(86_400_000);
    expect(polls()).toHaveLength(count);
  });

  it('does not poll for a plan without a conversion window', async () => {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    await h.runtime.report({ decisionId: h.shows()[0]!.decisionId, outcome: 'shown' });
    await h.advance(FIRST_POLL_MS * 4);
    expect(h.requests.some((r) => r.url.pathname.endsWith('/sfo/popup_displays'))).toBe(false);
  });
});
