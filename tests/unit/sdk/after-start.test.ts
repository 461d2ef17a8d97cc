// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStart, IDLE_TIMEOUT_MS } from '../../../src/sdk/after-start';

type IdleCallback = () => void;

/** Records requestIdleCallback's callbacks so a test decides when the page is idle. */
function stubIdle(): { callbacks: IdleCallback[]; options: unknown[] } {
  const callbacks: IdleCallback[] = [];
  const options: unknown[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback, opts: unknown) => {
    callbacks.push(callback);
    options.push(opts);
    return callbacks.length;
  });
  return { callbacks, options };
}

function settled(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

function setReadyState(value: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => value });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
});

describe('afterStart', () => {
  it('waits for the idle callback when the page has loaded, with the timeout', async () => {
    const idle = stubIdle();
    setReadyState('complete');
    const state = settled(afterStart());
    await Promise.resolve();
    expect(state.done).toBe(false);
    expect(idle.options).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
    idle.callbacks[0]?.();
    await vi.waitFor(() => expect(state.done).toBe(true));
  });

  it('asks for idle time only after the load event while the page loads', async () => {
    const idle = stubIdle();
    setReadyState('loading');
    const state = settled(afterStart());
    await Promise.resolve();
    expect(idle.callbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle.callbacks).toHaveLength(1);
    expect(state.done).toBe(false);
    idle.callbacks[0]?.();
    await vi.waitFor(() => expect(state.done).toBe(true));
  });

  it('falls back to the next task where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    setReadyState('complete');
    await expect(afterStart()).resolves.toBeUndefined();
  });
});
