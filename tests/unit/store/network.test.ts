import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState } from '../../../src/store/app-state';
import { networkSignal, watchNetwork } from '../../../src/store/network';

describe('watchNetwork (spec 000 §4, §8)', () => {
  const toast = vi.fn();
  let target: EventTarget & { navigator: { onLine: boolean } };
  let stop: () => void;

  beforeEach(() => {
    toast.mockClear();
    target = Object.assign(new EventTarget(), { navigator: { onLine: true } });
    stop = watchNetwork(toast, target as unknown as Window);
  });
  afterEach(() => stop());

  it('starts from the browser state', () => {
    expect(appState.netWork).toBe(true);
  });

  it('going offline sets netWork false and shows the network message', () => {
    target.dispatchEvent(new Event('offline'));
    expect(appState.netWork).toBe(false);
    expect(toast).toHaveBeenCalledWith('网络异常，请检查网络后重试');
  });

  /** The browser's flag changes, then its event fires. */
  function goOffline(): void {
    target.navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
  }
  function goOnline(): void {
    target.navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
  }

  it('coming back online sets netWork true without a toast', () => {
    goOffline();
    toast.mockClear();
    goOnline();
    expect(appState.netWork).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('an online event the browser contradicts (navigator.onLine false) changes nothing', () => {
    goOffline();
    target.dispatchEvent(new Event('online'));
    expect(appState.netWork).toBe(false);
  });

  it('a page going away (pagehide) stays offline when the network returns', () => {
    goOffline();
    target.dispatchEvent(new Event('pagehide'));
    goOnline();
    expect(appState.netWork).toBe(false);
  });

  it('the same page shown again (pageshow) reads the browser state afresh', () => {
    goOffline();
    target.dispatchEvent(new Event('pagehide'));
    goOnline();
    target.dispatchEvent(new Event('pageshow'));
    expect(appState.netWork).toBe(true);
    goOffline();
    goOnline();
    expect(appState.netWork).toBe(true);
  });

  it('is the signal react-query follows: read and watched', () => {
    const seen: boolean[] = [];
    const unsubscribe = networkSignal.subscribe((online) => seen.push(online));
    goOffline();
    expect(networkSignal.isOnline()).toBe(false);
    goOnline();
    unsubscribe();
    goOffline();
    expect(seen).toEqual([false, true]);
  });

  it('stops listening when asked', () => {
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(appState.netWork).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });
});
