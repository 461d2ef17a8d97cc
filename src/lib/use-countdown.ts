import { useCallback, useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (epoch ms), rounded up, never below 0. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Seconds left before an SMS code may be asked again (the server's
 * resendAfterSeconds); `start(n)` begins a new wait. The end is a moment, and
 * the clock is read at each tick, so a tab that slept catches up at once
 * instead of resuming where its timer stopped.
 */
export function useCountdown(initialSeconds = 0): {
  left: number;
  start: (seconds: number) => void;
} {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      // Done: no more renders once the wait is over.
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, []);
  return { left: secondsLeft(until, now), start };
}
