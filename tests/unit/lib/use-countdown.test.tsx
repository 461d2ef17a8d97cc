// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from '../../../src/lib/use-countdown';

// The one SMS resend countdown (account, deposit, wallet): an end moment, the clock read per tick.

describe('secondsLeft', () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 25_000, 0],
    [10_500, 0, 11],
  ])('until %i at %i → %i s', (until, now, left) => {
    expect(secondsLeft(until, now)).toBe(left);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 0, counts a started wait down each second to 0 and stops ticking', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.left).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.left).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts from the initial wait (the server’s resendAfterSeconds) and can start again', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left).toBe(0);
    act(() => result.current.start(5));
    expect(result.current.left).toBe(5);
  });

  it('catches up at once after the tab slept (the clock moved, the timer did not fire)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // A sleeping tab: the wall clock jumps 45 s, then one tick runs.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left).toBe(14);
  });

  it('unmounted, it leaves no timer behind', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
