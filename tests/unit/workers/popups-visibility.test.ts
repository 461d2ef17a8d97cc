import { describe, expect, it } from 'vitest';
import { config, createPopupHarness, plan } from './popups-harness';

/** sa's popup plugin stops on a hidden page and catches up when it is shown again. */
describe('popup runtime: a hidden page', () => {
  async function started() {
    const h = createPopupHarness();
    h.server.config = () => ({ status: 200, body: config([plan(1, 'buy')]) });
    await h.runtime.start(h.setup());
    await h.runtime.idle();
    return h;
  }

  it('pulls nothing while hidden and pulls at once when shown after the interval', async () => {
    const h = await started();
    expect(h.pulls()).toHaveLength(1);
    expect(await h.runtime.pageVisible(false)).toEqual({ ok: true });
    await h.advance(3 * 600_000);
    expect(h.pulls()).toHaveLength(1);
    await h.runtime.pageVisible(true);
    await h.runtime.idle();
    expect(h.pulls()).toHaveLength(2);
    // Then the usual schedule again.
    await h.advance(600_000);
    expect(h.pulls()).toHaveLength(3);
  });

  it('shown again before the interval, waits for the rest of it (no pull per tab switch)', async () => {
    const h = await started();
    await h.advance(100_000);
    await h.runtime.pageVisible(false);
    await h.advance(200_000);
    await h.runtime.pageVisible(true);
    await h.runtime.idle();
    expect(h.pulls()).toHaveLength(1);
    await h.advance(299_999);
    expect(h.pulls()).toHaveLength(1);
    await h.advance(1);
    expect(h.pulls()).toHaveLength(2);
  });

  it('evaluates no events while hidden, and those after it is shown again', async () => {
    const h = await started();
    await h.runtime.pageVisible(false);
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    expect(h.shows()).toEqual([]);
    await h.runtime.pageVisible(true);
    h.runtime.observe([h.event('buy')]);
    await h.runtime.idle();
    expect(h.shows()).toHaveLength(1);
  });

  it('a visitor change while hidden waits for the page to be shown before pulling', async () => {
    const h = await started();
    await h.runtime.pageVisible(false);
    h.runtime.observe([h.event('buy', 'visitor-2')]);
    await h.runtime.idle();
    expect(h.pulls()).toHaveLength(1);
    await h.runtime.pageVisible(true);
    await h.runtime.idle();
    expect(h.pulls().map((p) => p.url.searchParams.get('distinct_id'))).toEqual([
      'visitor-1',
      'visitor-2',
    ]);
  });

  it('refuses a value that is not a boolean, and repeats are no-ops', async () => {
    const h = await started();
    expect(await h.runtime.pageVisible('no' as unknown as boolean)).toMatchObject({ ok: false });
    expect(await h.runtime.pageVisible(true)).toEqual({ ok: true });
    await h.runtime.idle();
    expect(h.pulls()).toHaveLength(1);
  });
});
