// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, loadWithTimeout } from '../../../src/app/chunks/load-with-timeout';
import {
  clearPreloadReloadMarker,
  decidePreloadError,
  PRELOAD_RELOAD_MARKER,
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
  it.each([
    [true, false, 'reload'],
    [true, true, 'give-up'],
    [false, false, 'offline'],
    [false, true, 'offline'],
  ] as const)('online %s, already reloaded %s → %s', (online, already, expected) => {
    expect(decidePreloadError(online, already)).toBe(expected);
  });
});

describe('watchPreloadErrors', () => {
  const onOffline = vi.fn();
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let fakeWindow: EventTarget & {
    navigator: { onLine: boolean };
    location: { reload: () => void };
  };
  let stop: () => void;

  beforeEach(() => {
    sessionStorage.clear();
    onOffline.mockClear();
    reload = vi.fn<() => void>();
    fakeWindow = Object.assign(new EventTarget(), {
      navigator: { onLine: true },
      location: { reload },
    });
    stop = watchPreloadErrors(onOffline, fakeWindow as unknown as Window);
  });
  afterEach(() => stop());

  function fire(): Event {
    const event = new Event('vite:preloadError', { cancelable: true });
    fakeWindow.dispatchEvent(event);
    return event;
  }

  it('reloads once, cancelling the error, then lets later failures reach the boundary', () => {
    const first = fire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(PRELOAD_RELOAD_MARKER)).toBe('1');

    const second = fire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('may reload again after a chunk loaded successfully', () => {
    fire();
    clearPreloadReloadMarker();
    fire();
    expect(reload).toHaveBeenCalledTimes(2);
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
