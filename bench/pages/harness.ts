/**
 * Page-side measurement code, identical for every SDK: builds the event
 * properties before the timed loop (so only `track()` is timed) and records
 * Long Tasks from page start.
 */
import type { BenchHarness, BenchProps, LongTaskSummary, TrackRun } from './bench-api';

const CATEGORIES = ['phone', 'watch', 'bag', 'camera'] as const;
const CITIES = ['上海', '杭州', '成都'] as const;
/** A fixed listing time, so every run formats the same dates (one second apart). */
const LISTED_FROM = Date.UTC(2026, 10, 23, 1, 2, 3, 456);
const pageName = (): string => 'bench_page';

/**
 * Ten properties mixing every kind the data rules accept, as the outside
 * measurement does: strings, numbers, booleans, a string array, a Date, a
 * nested object and a function (called by SDKs that follow sa's rules).
 * `bench_id` is among them.
 */
function eventProps(key: string, index: number): BenchProps {
  return {
    bench_id: `${key}:${index}`,
    item_name: `拍品-${index}`,
    price: index * 1.5,
    quantity: index % 7,
    is_auction: index % 2 === 0,
    category: CATEGORIES[index % CATEGORIES.length] ?? 'phone',
    tags: ['二手', 'bench'],
    listed_at: new Date(LISTED_FROM + index * 1000),
    seller: { level: index % 5, city: CITIES[index % CITIES.length] ?? '上海', verified: true },
    page_name: pageName,
  };
}

interface TaskSpan {
  start: number;
  end: number;
}

const longTaskSpans: TaskSpan[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const start = performance.timeOrigin + entry.startTime;
    longTaskSpans.push({ start, end: start + entry.duration });
  }
});
observer.observe({ type: 'longtask', buffered: true });

/**
 * Time between building the batch and timing the loop. The 2000 events fill
 * most of a fresh page's young generation, so timed at once, the page's first
 * scavenge (1.5–3 ms, copying the batch) landed in the loop of whichever SDK
 * allocates least: in a Chromium trace, 6 of 8 loops of ours, none after a
 * pause (V8 collects in the pause), while amplitude's loop collected its own
 * garbage either way (about 7 ms of it per loop). Every SDK gets the same pause.
 */
const SETTLE_AFTER_BATCH_MS = 300;

/** Runs the loop in its own page task, as app code would, so Long Task timing sees it. */
function trackMany(key: string, from: number, count: number): Promise<TrackRun> {
  const sdk = window.benchSdk;
  if (!sdk) return Promise.reject(new Error('benchSdk is not installed'));
  const batch: BenchProps[] = [];
  for (let i = 0; i < count; i += 1) batch.push(eventProps(key, from + i));
  return new Promise((resolve) => {
    setTimeout(() => {
      const t0 = performance.now();
      for (const props of batch) sdk.track('bench_event', props);
      const t1 = performance.now();
      resolve({
        loopMs: t1 - t0,
        startEpochMs: performance.timeOrigin + t0,
        endEpochMs: performance.timeOrigin + t1,
      });
    }, SETTLE_AFTER_BATCH_MS);
  });
}

function longTasks(fromEpochMs: number, toEpochMs: number): LongTaskSummary {
  const hits = longTaskSpans.filter((span) => span.end >= fromEpochMs && span.start <= toEpochMs);
  const durations = hits.map((span) => span.end - span.start);
  return {
    count: hits.length,
    totalMs: durations.reduce((sum, d) => sum + d, 0),
    maxMs: Math.max(0, ...durations),
  };
}

const harness: BenchHarness = { trackMany, longTasks };
window.benchHarness = harness;
