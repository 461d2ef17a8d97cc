import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before the bank's SMS code can be asked again (the same idea as
 * the account area's, which a feature may not import). The clock is read at
 * each tick, so a tab that slept catches up at once.
 */
export function useCountdown(initialSeconds = 0): {
  left: number;
  start: (seconds: number) => void;
} {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
