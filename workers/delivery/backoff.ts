/**
 * Retry delays after failed sends. The spec is silent on retries; we start at
 * 1 s so a briefly failing receiver is retried quickly, double per consecutive
 * failure, and cap at 60 s so a long outage costs one request a minute.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before the next attempt after `failures` consecutive failures (≥ 1),
 * with "equal jitter": half the step is fixed, half is random, so tabs that
 * failed together do not retry in lockstep. `random` returns [0, 1).
 */
export function backoffDelay(failures: number, random: () => number): number {
  const exponent = Math.max(0, failures - 1);
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  return Math.round(step / 2 + random() * (step / 2));
}
