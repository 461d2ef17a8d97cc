/** $WebPageLoad with event_duration (spec 001 §9: capped at 1800 s). */
import { loadDuration } from '../core/page-timing';
import type { SdkRuntime } from '../sdk-runtime';

function navigationMs(): number {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry && entry.loadEventEnd > 0) return entry.loadEventEnd - entry.startTime;
  return Number.NaN;
}

export function trackPageLoad(runtime: SdkRuntime): void {
  const report = (): void => {
    // loadEventEnd is only set once the load handlers have returned.
    setTimeout(() => {
      const duration = loadDuration(navigationMs());
      runtime.track('$WebPageLoad', duration === null ? {} : { event_duration: duration });
    }, 0);
  };
  if (document.readyState === 'complete') report();
  else window.addEventListener('load', report, { once: true });
}
