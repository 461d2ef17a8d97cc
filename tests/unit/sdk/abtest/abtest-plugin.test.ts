// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAbtestPlugin, LINK_MASK_MS } from '../../../../src/sdk/abtest/abtest-plugin';
import type { AbtestLayer } from '../../../../src/sdk/abtest/abtest-layer';
import { writeLinkCache } from '../../../../src/sdk/abtest/link-cache';
import { MASK_ATTRIBUTE } from '../../../../src/sdk/abtest/mask';
import { namedPlugin, registerPlugin } from '../../../../src/sdk/plugin-registry';
import type { Sensors } from '../../../../src/sdk/sensors-types';
import type { AbtestNotice } from '../../../../src/sdk/core/abtest-protocol';

const URL_OK = 'http://127.0.0.1/abtest/api/v2/abtest/online/results?project-key=default';

function fakeSdk() {
  const released: number[] = [];
  let holds = 0;
  const notices: Array<(notice: AbtestNotice) => void> = [];
  const engine = {
    call: vi.fn(() => Promise.resolve({ ok: true })),
    subscribe: vi.fn((_kind: string, listener: (notice: AbtestNotice) => void) => {
      notices.push(listener);
      return () => undefined;
    }),
  };
  const sdk = {
    engine,
    store: { getFirstId: () => '', getDistinctId: () => 'anon-1' },
    holdEvents: () => {
      holds += 1;
      return () => released.push(holds);
    },
  } as unknown as Sensors;
  const notify = (results: unknown[]) =>
    notices.forEach((listener) =>
      listener({
        kind: 'abtest',
        visitorKey: 'anon-1|',
        results,
        fetchedAt: Date.now(),
      } as AbtestNotice),
    );
  return { sdk, released, holds: () => holds, engine, notify };
}

const masked = () => document.querySelector(`[${MASK_ATTRIBUTE}]`) !== null;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  history.replaceState(null, '', '/account');
  // Earlier tests' plugins follow route changes (that replaceState too): their masks go.
  document.head.innerHTML = '';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function fakeLayer(): AbtestLayer {
  return {
    fetchABTest: vi.fn(() => Promise.resolve('from layer')),
    fastFetchABTest: vi.fn(() => Promise.resolve('fast')),
    fetchCacheABTest: vi.fn(() => 'cached'),
    notice: vi.fn(),
    routeChange: vi.fn(),
    visitorChanged: vi.fn(),
  };
}

const homeTitle = {
  abtest_experiment_id: 'home-title',
  abtest_experiment_group_id: 'new-title',
  abtest_experiment_result_id: 'r2',
  experiment_type: 'VISUAL',
  is_control_group: false,
  control_link: '/account',
  link_match_type: 'STRICT',
  changes: [{ selector: 'h1', text: 'new' }],
  variables: [],
};

describe('the SensorsABTest shim (main bundle)', () => {
  it('is found by name, as sa-sdk plugins are', () => {
    registerPlugin('SensorsABTest-test', () => createAbtestPlugin());
    const plugin = namedPlugin('SensorsABTest-test');
    expect(plugin?.plugin_name).toBe('SensorsABTest');
    expect(namedPlugin('SensorsABTest-test')).toBe(plugin);
    expect(namedPlugin('NoSuchPlugin')).toBeUndefined();
  });

  it('before init every call answers the default, to the callback once', async () => {
    const plugin = createAbtestPlugin(() => new Promise(() => undefined));
    const callback = vi.fn();
    const options = { param_name: 'p', value_type: 'String', default_value: 'd', callback };
    expect(await plugin.fetchABTest(options)).toBe('d');
    expect(plugin.fetchCacheABTest({ ...options, callback: undefined })).toBe('d');
    expect(callback).toHaveBeenCalledExactlyOnceWith('d');
  });

  it('first visit: masks and holds events before the first render, asks the service early, and lifts the mask by 500 ms', () => {
    const { sdk, released } = fakeSdk();
    createAbtestPlugin(() => new Promise(() => undefined)).init(sdk, { url: URL_OK });
    expect(masked()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LINK_MASK_MS - 1);
    expect(masked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(masked()).toBe(false);
    expect(released).toEqual([1]);
  });

  it('no mask when this visitor has no link experiment that redirects', () => {
    writeLinkCache('anon-1|', [], 0, Date.now());
    const { sdk, holds } = fakeSdk();
    createAbtestPlugin(() => new Promise(() => undefined)).init(sdk, { url: URL_OK });
    expect(masked()).toBe(false);
    expect(holds()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('repeat visit: fresh cached links decide before the first render (SPA: the address is replaced, no mask)', () => {
    const toHome = {
      abtest_experiment_id: 'legacy-account-link',
      abtest_experiment_group_id: 'to-home',
      abtest_experiment_result_id: 'r1',
      experiment_type: 'LINK',
      is_control_group: false,
      control_link: '/account',
      link_match_type: 'FUZZY',
      experiment_link: '/',
      variables: [],
    };
    writeLinkCache('anon-1|', [toHome, null, 'junk'], 1, Date.now());
    const { sdk, holds } = fakeSdk();
    createAbtestPlugin(() => new Promise(() => undefined)).init(sdk, {
      url: URL_OK,
      spa_redirect: true,
    });
    expect(location.pathname + location.search).toBe('/?saSDKMultilink=true');
    expect(masked()).toBe(false);
    expect(holds()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('no mask on an address a link experiment already redirected to', () => {
    history.replaceState(null, '', '/?saSDKMultilink=true');
    const { sdk } = fakeSdk();
    createAbtestPlugin(() => new Promise(() => undefined)).init(sdk, { url: URL_OK });
    expect(masked()).toBe(false);
  });

  it('a layer that fails to load lifts the mask at once and answers defaults', async () => {
    const { sdk, released } = fakeSdk();
    const plugin = createAbtestPlugin(() => Promise.reject(new Error('chunk failed')));
    // No project key: no early answer, so the mask waits for the layer's read at once.
    plugin.init(sdk, { url: 'http://127.0.0.1/abtest/results' });
    await vi.advanceTimersByTimeAsync(0);
    expect(masked()).toBe(false);
    expect(released).toEqual([1]);
    const value = await plugin.fetchABTest({
      param_name: 'p',
      value_type: 'Number',
      default_value: 5,
    });
    expect(value).toBe(5);
  });

  it('calls made while the layer loads go to it once it is there', async () => {
    const layer = fakeLayer();
    const { sdk } = fakeSdk();
    const plugin = createAbtestPlugin(() => Promise.resolve({ startAbtestLayer: () => layer }));
    plugin.init(sdk, { url: URL_OK });
    const pending = plugin.fetchABTest({
      param_name: 'p',
      value_type: 'String',
      default_value: 'd',
    });
    expect(await pending).toBe('from layer');
    expect(
      plugin.fetchCacheABTest({ param_name: 'p', value_type: 'String', default_value: 'd' }),
    ).toBe('cached');
  });
});

describe('the lazy layer loads only when this page load needs it (issue 13 §6)', () => {
  it('with nothing applying, the worker starts fetching and the layer stays unloaded', async () => {
    writeLinkCache('anon-1|', [], 0, Date.now());
    const { sdk, engine, notify } = fakeSdk();
    const load = vi.fn(() => Promise.resolve({ startAbtestLayer: () => fakeLayer() }));
    createAbtestPlugin(load).init(sdk, { url: URL_OK, timeout_milliseconds: 1000 });
    expect(engine.call).toHaveBeenCalledWith(
      'startAbtest',
      expect.objectContaining({
        url: URL_OK,
        timeoutMs: 1000,
        visitor: { anonymous_id: 'anon-1' },
      }),
    );
    // A visual experiment of another page: still nothing to do here.
    notify([{ ...homeTitle, control_link: '/home' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('a notice with a visual experiment shown on this page loads the layer and hands it the notice', async () => {
    writeLinkCache('anon-1|', [], 0, Date.now());
    const { sdk, notify } = fakeSdk();
    const layer = fakeLayer();
    const load = vi.fn(() => Promise.resolve({ startAbtestLayer: () => layer }));
    createAbtestPlugin(load).init(sdk, { url: URL_OK });
    notify([homeTitle]);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(layer.notice).toHaveBeenCalledWith(expect.objectContaining({ results: [homeTitle] }));
  });

  it('a route change to a page with a visual experiment loads the layer then', async () => {
    writeLinkCache('anon-1|', [], 0, Date.now());
    history.replaceState(null, '', '/other');
    const { sdk, notify } = fakeSdk();
    const layer = fakeLayer();
    const load = vi.fn(() => Promise.resolve({ startAbtestLayer: () => layer }));
    createAbtestPlugin(load).init(sdk, { url: URL_OK });
    notify([homeTitle]);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    history.pushState(null, '', '/account');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(layer.routeChange).toHaveBeenCalledWith(expect.stringMatching(/\/account$/), undefined);
  });

  it('a first visit whose early answer has no link experiment here does not load it', async () => {
    vi.mocked(fetch).mockResolvedValue(
      new Response(JSON.stringify({ status: 'SUCCESS', results: [] })),
    );
    const { sdk } = fakeSdk();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    createAbtestPlugin(load).init(sdk, { url: URL_OK });
    expect(masked()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(masked()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('a code experiment call loads it', async () => {
    writeLinkCache('anon-1|', [], 0, Date.now());
    const { sdk } = fakeSdk();
    const load = vi.fn(() => Promise.resolve({ startAbtestLayer: () => fakeLayer() }));
    const plugin = createAbtestPlugin(load);
    plugin.init(sdk, { url: URL_OK });
    expect(load).not.toHaveBeenCalled();
    const value = await plugin.fastFetchABTest({
      param_name: 'p',
      value_type: 'String',
      default_value: 'd',
    });
    expect(value).toBe('fast');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
