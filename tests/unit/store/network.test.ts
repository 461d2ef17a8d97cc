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

  it('coming back online sets netWork true without a toast', () => {
    target.dispatchEvent(new Event('offline'));
    toast.mockClear();
    target.dispatchEvent(new Event('online'));
    expect(appState.netWork).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('is the signal react-query follows: read and watched', () => {
    const seen: boolean[] = [];
    const unsubscribe = networkSignal.subscribe((online) => seen.push(online));
    target.dispatchEvent(new Event('offline'));
    expect(networkSignal.isOnline()).toBe(false);
    target.dispatchEvent(new Event('online'));
    unsubscribe();
    target.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });

  it('stops listening when asked', () => {
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(appState.netWork).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });
});
