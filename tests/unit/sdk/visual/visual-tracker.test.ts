// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SdkRuntime } from '../../../../src/sdk/sdk-runtime';
import { VisualTracker, type LoadVisualClicks } from '../../../../src/sdk/visual/visual-tracker';

const SERVER_URL = 'http://127.0.0.1/sa';
const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);

/** The seed's kind of config: one webclick event on /banks reading the card's bank name. */
const CONFIG = {
  os: 'Web',
  version: 'v1',
  events: [
    {
      event_type: 'webclick',
      event_name: 'bank_card_click',
      event: { url_path: '/banks', element_selector: '#app .bank-card', unlimited_div: true },
      properties: [
        {
          name: 'bank_name',
          type: 'STRING',
          element_selector: '#app .bank-card .bank-name',
          list_selector: '#app .bank-card',
        },
      ],
    },
  ],
};

function fakeRuntime() {
  const hideHooks: Array<() => void> = [];
  const runtime = {
    options: { server_url: SERVER_URL },
    now: () => NOW,
    hideHooks,
    showHooks: [],
  } as unknown as SdkRuntime;
  return { runtime, stop: () => hideHooks.forEach((hook) => hook()) };
}

/** A cached config fresh enough that the tracker asks the server nothing now. */
function cacheConfig(): void {
  localStorage.setItem(
    'sensorsdata_vtrack_config',
    JSON.stringify({ updateTime: NOW, serverUrl: SERVER_URL, data: CONFIG }),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML =
    '<div id="app"><div class="bank-card"><span class="bank-name">招商银行</span><i>›</i></div></div>';
  history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

describe('visual tracking loads its click matching only for a page the config names', () => {
  it('loads nothing on a page no event names, and loads on the route change to one', async () => {
    cacheConfig();
    const load = vi.fn<LoadVisualClicks>(() => import('../../../../src/sdk/visual/visual-clicks'));
    const { runtime, stop } = fakeRuntime();
    const tracker = new VisualTracker(runtime, load);
    const icon = document.querySelector('i') as Element;
    const card = document.querySelector('.bank-card') as Element;
    // unlimited_div holds on any page, as before the split.
    expect(tracker.target(icon)).toBe(card);
    expect(tracker.enrich(card, { $element_selector: '#app .bank-card' })).toEqual({});
    expect(load).not.toHaveBeenCalled();

    history.pushState(null, '', '/banks');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(tracker.enrich(card, { $element_selector: '#app .bank-card' })).toEqual({
        bank_name: '招商银行',
      }),
    );
    history.pushState(null, '', '/');
    history.pushState(null, '', '/banks');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads nothing without a config', () => {
    const load = vi.fn<LoadVisualClicks>(() => import('../../../../src/sdk/visual/visual-clicks'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // No cache: the tracker asks the server by JSONP; happy-dom runs no script.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    history.replaceState(null, '', '/banks');
    const { runtime, stop } = fakeRuntime();
    new VisualTracker(runtime, load);
    expect(load).not.toHaveBeenCalled();
    stop();
  });
});
