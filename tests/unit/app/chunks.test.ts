// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, loadWithTimeout } from '../../../src/app/chunks/load-with-timeout';
import {
  decidePreloadError,
  failedChunkKey,
  PRELOAD_RELOAD_WINDOW_MS,
  PRELOAD_RELOADS_KEY,
  watchPreloadErrors,
} from '../../../src/app/chunks/preload-error';
import { classifyRouteError } from '../../../src/app/routing/route-error';

describe('loadWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadWithTimeout(() => Promise.resolve('module'), 1000)).resolves.toBe('module');
  });

  it('rejects with ChunkTimeoutError when the chunk does not arrive', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined), 1000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  it('passes a load failure through', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('404')), 1000)).rejects.toThrow(
      '404',
    );
  });
});

describe('decidePreloadError', () => {
  const url = 'http://app/assets/workbox-window-abc.js';
  const now = 1_700_000_000_000;
  it.each<[string, boolean, Record<string, number>, number, string]>([
    ['first failure online', true, {}, now, 'reload'],
    ['same URL again at once', true, { [url]: now }, now, 'give-up'],
    ['same URL 9:59 later', true, { [url]: now }, now + PRELOAD_RELOAD_WINDOW_MS - 1, 'give-up'],
    [
      'same URL 10 min later (a later deploy)',
      true,
      { [url]: now },
      now + PRELOAD_RELOAD_WINDOW_MS,
      'reload',
    ],
    ['another URL reloaded just now', true, { 'http://app/assets/other.js': now }, now, 'reload'],
    ['a clock set back', true, { [url]: now }, now - 60_000, 'give-up'],
    ['offline', false, {}, now, 'offline'],
    ['offline after a reload', false, { [url]: now }, now, 'offline'],
  ])('%s → %s', (_name, online, reloads, at, expected) => {
    expect(decidePreloadError(online, url, reloads, at)).toBe(expected);
  });
});

describe('failedChunkKey', () => {
  it.each([
    [
      new TypeError('Failed to fetch dynamically imported module: http://app/assets/a-1.js'),
      'http://app/assets/a-1.js',
    ],
    [new Error('Unable to preload CSS for /assets/b-2.css'), '/assets/b-2.css'],
    [new TypeError('Importing a module script failed.'), 'Importing a module script failed.'],
    [undefined, 'undefined'],
  ])('%s → %s', (payload, expected) => {
    expect(failedChunkKey(payload)).toBe(expected);
  });
});

describe('watchPreloadErrors', () => {
  const onOffline = vi.fn();
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let fakeWindow: EventTarget & {
    navigator: { onLine: boolean };
    location: { reload: () => void };
  };
  let now: number;
  let stop: () => void;

  beforeEach(() => {
    sessionStorage.clear();
    onOffline.mockClear();
    reload = vi.fn<() => void>();
    now = 1_700_000_000_000;
    fakeWindow = Object.assign(new EventTarget(), {
      navigator: { onLine: true },
      location: { reload },
    });
    stop = watchPreloadErrors(onOffline, fakeWindow as unknown as Window, () => now);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  function fire(url = '/assets/workbox-window-abc.js'): Event {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError(`Failed to fetch dynamically imported module: ${url}`),
    });
    fakeWindow.dispatchEvent(event);
    return event;
  }

  it('reloads once per chunk URL, cancelling the error, then lets it reach the boundary', () => {
    const first = fire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(PRELOAD_RELOADS_KEY) ?? '{}')).toEqual({
      '/assets/workbox-window-abc.js': now,
    });

    const second = fire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('a non-route chunk failing on every boot reloads once, whatever loads in between', () => {
    fire();
    // The old code cleared its marker whenever a route chunk loaded: that is no longer a reset.
    now += 5_000;
    fire();
    now += 5_000;
    fire();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads for another chunk, and for the same chunk after 10 minutes', () => {
    fire('/assets/a.js');
    fire('/assets/b.js');
    now += PRELOAD_RELOAD_WINDOW_MS;
    fire('/assets/a.js');
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads when it cannot record the reload (no session storage)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const event = fire();
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('never reloads while offline; tells the user instead', () => {
    fakeWindow.navigator.onLine = false;
    const event = fire();
    expect(reload).not.toHaveBeenCalled();
    expect(onOffline).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('classifyRouteError', () => {
  it.each([
    [new ChunkTimeoutError(120_000), 'timeout'],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), 'chunk'],
    [new TypeError('Importing a module script failed.'), 'chunk'],
    [new TypeError('error loading dynamically imported module'), 'chunk'],
    [new Error('Unable to preload CSS for /assets/a.css'), 'chunk'],
    [new Error('Cannot read properties of undefined'), 'render'],
    ['a string', 'render'],
  ])('%s → %s', (error, expected) => {
    expect(classifyRouteError(error)).toBe(expected);
  });
});
