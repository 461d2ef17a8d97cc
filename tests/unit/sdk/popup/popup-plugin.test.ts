// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEngine, EngineNotice } from '../../../../src/sdk/core/engine-protocol';
import type { Sensors } from '../../../../src/sdk/sensors-types';

type Listener = (notice: EngineNotice) => void;

/** The parts of the SDK the plugin uses, recording its engine calls. */
function fakeSdk(serverUrl = 'http://a.test/sa?project=shop', appJsBridge: unknown = null) {
  const calls: Array<[keyof AnalyticsEngine, unknown]> = [];
  const listeners: Listener[] = [];
  const progress: Listener[] = [];
  const tracked: Array<[string, Record<string, unknown>]> = [];
  const sdk = {
    para: { server_url: serverUrl, app_js_bridge: appJsBridge },
    lib_version: '1.26.2',
    getDistinctId: () => 'visitor-9',
    track: (event: string, props: Record<string, unknown>) => tracked.push([event, props]),
    engine: {
      subscribe: (kind: string, listener: Listener) => {
        (kind === 'popup' ? listeners : progress).push(listener);
        return () => undefined;
      },
      call: (name: keyof AnalyticsEngine, arg: unknown) => {
        calls.push([name, arg]);
        return Promise.resolve({ ok: true });
      },
    },
  } as unknown as Sensors;
  return { sdk, calls, listeners, progress, tracked };
}

async function freshPlugin() {
  vi.resetModules();
  return (await import('../../../../src/sdk/popup/popup-plugin')).popupPlugin;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  Object.defineProperty(window.screen, 'width', { value: 375, configurable: true });
  history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const logged = () => warn.mock.calls.flat().join(' ');

describe('popup plugin setup', () => {
  it('starts the worker runtime with the validated setup', async () => {
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'http://a.test/' });
    expect(t.calls).toEqual([
      [
        'startPopups',
        {
          apiBaseUrl: 'http://a.test',
          project: 'shop',
          platform: 'H5',
          sdkVersion: '1.26.2',
          distinctId: 'visitor-9',
        },
      ],
    ]);
    expect(t.listeners).toHaveLength(1);
    plugin.init(t.sdk, { api_base_url: 'http://a.test/' });
    expect(t.calls).toHaveLength(1); // once per page
  });

  it('publishes the worker’s progress as test-visible signals on the document element', async () => {
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'http://a.test' });
    expect(t.progress).toHaveLength(1);
    t.progress[0]?.({ kind: 'popup-progress', pulls: 2, handled: { $pageview: 3, e2e_tap: 1 } });
    const root = document.documentElement;
    expect(root.getAttribute('data-popup-plans-pulled')).toBe('2');
    expect(JSON.parse(root.getAttribute('data-popup-handled') ?? '')).toEqual({
      $pageview: 3,
      e2e_tap: 1,
    });
  });

  it('refuses a screen wider than 1024 px with the spec message', async () => {
    Object.defineProperty(window.screen, 'width', { value: 1280, configurable: true });
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'http://a.test' });
    expect(t.calls).toEqual([]);
    expect(logged()).toContain('H5 弹窗仅支持移动端和 ipad，或者屏幕宽度小于等于 1024。');
  });

  it('refuses an invalid api_base_url with the spec message', async () => {
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'a.test' });
    expect(t.calls).toEqual([]);
    expect(logged()).toContain('popup 必须填写有效 api_base_url');
  });

  it('does not start when the app verified its Sensors bridge (the app shows the popups)', async () => {
    const appWindow = window as unknown as Record<string, unknown>;
    appWindow.SensorsData_APP_New_H5_Bridge = {
      sensorsdata_track: () => undefined,
      sensorsdata_get_server_url: () => 'http://a.test/sa?project=shop',
    };
    try {
      const plugin = await freshPlugin();
      const t = fakeSdk(undefined, { is_mui: false, white_list: [] });
      // The check's code loads only when app_js_bridge is configured.
      await plugin.init(t.sdk, { api_base_url: 'http://a.test' });
      expect(t.calls).toEqual([]);
      expect(logged()).toContain('the app bridge is verified');
      // Without app_js_bridge the same page starts them.
      const again = await freshPlugin();
      const u = fakeSdk();
      again.init(u.sdk, { api_base_url: 'http://a.test' });
      expect(u.calls.map(([name]) => name)).toEqual(['startPopups']);
      // Configured but not verified by the app (an unknown server): they start.
      const third = await freshPlugin();
      const v = fakeSdk('http://b.test/sa', { is_mui: false, white_list: [] });
      await third.init(v.sdk, { api_base_url: 'http://a.test' });
      expect(v.calls.map(([name]) => name)).toEqual(['startPopups']);
    } finally {
      delete appWindow.SensorsData_APP_New_H5_Bridge;
    }
  });

  it('tells the worker at start when the page opened hidden', async () => {
    const plugin = await freshPlugin();
    const t = fakeSdk();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    plugin.init(t.sdk, { api_base_url: 'http://a.test' });
    expect(t.calls.map(([name, arg]) => [name, name === 'startPopups' ? '…' : arg])).toEqual([
      ['startPopups', '…'],
      ['popupPageVisible', false],
    ]);
  });

  it('tells the worker when the page is hidden and shown again', async () => {
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'http://a.test' });
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(t.calls.slice(1)).toEqual([
      ['popupPageVisible', false],
      ['popupPageVisible', true],
    ]);
  });

  it('does not open a WEB test popup on a phone', async () => {
    history.replaceState(null, '', '/?sf_popup_test=1&popup_window_id=5&platform=WEB');
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'http://a.test' });
    expect(t.calls).toEqual([]);
    expect(logged()).toContain('WEB端测试弹窗请在PC设备打开！');
  });

  it('loads the display on the first decision, draws it and reports the show', async () => {
    const plugin = await freshPlugin();
    const t = fakeSdk();
    plugin.init(t.sdk, { api_base_url: 'http://a.test' });
    t.listeners[0]?.({
      kind: 'popup',
      type: 'show',
      decision: {
        decisionId: 'd1',
        displayUuid: 'u1',
        plan: {
          plan_id: '4',
          is_control_group: false,
          is_trigger: true,
          popup_type: 'PRESET',
          content: '{"template":{"title":"你好"}}',
        },
      },
    });
    // Counted as it arrives, before the popup draws (tests compare it after a quiet point).
    expect(document.documentElement.getAttribute('data-popup-decisions')).toBe('1');
    // The display chunk is a fresh dynamic import here (reset modules): a loaded machine takes
    // longer than waitFor's default second to transform it.
    await vi.waitFor(() => expect(document.querySelector('[data-sf-popup="4"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    await vi.waitFor(() =>
      expect(t.calls).toContainEqual(['reportPopup', { decisionId: 'd1', outcome: 'shown' }]),
    );
    expect(t.tracked[0]?.[0]).toBe('$PlanPopupDisplay');
  });
});
