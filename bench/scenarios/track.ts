/**
 * Scenarios 1 and 2: main-thread time of 2000 `track()` calls with 10 mixed
 * properties, Long Tasks during and 5 s after, then the time until all 2000
 * reached the receiver, with lost and duplicated counts.
 */
import type { LongTaskSummary } from '../pages/bench-api';
import type { Delivery } from '../page-driver';
import {
  initSdk,
  longTasks,
  mainThreadClock,
  openBenchPage,
  sleep,
  trackMany,
  waitForDelivery,
} from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import { sinkKey } from './scenario-env';

const EVENTS = 2000;
const SETTLE_MS = 1000;
/** Issue 3: Long Task time "during and 5 s after" the tracking. */
const LONG_TASK_TAIL_MS = 5000;
const DELIVERY_CAP_MS = 30_000;

export interface TrackResult {
  /** Synchronous time inside track(), µs per call. */
  usPerTrack: number;
  loopMs: number;
  longTasks: LongTaskSummary;
  /** Main-thread task time from just before the loop to 5 s after it, ms. */
  busyMs: number;
  delivery: Delivery;
}

export async function runTrack(env: ScenarioEnv, sdk: SdkId): Promise<TrackResult> {
  const key = sinkKey(env, 'track', sdk);
  const sink = env.receiver.sink(key, 'ok');
  const context = await env.browser.newContext();
  try {
    const page = await openBenchPage(context, env.receiver.origin, sdk);
    await initSdk(page, sink.url);
    await sleep(SETTLE_MS);
    const busyClock = await mainThreadClock(context, page);
    const busyBefore = await busyClock();
    const run = await trackMany(page, key, EVENTS);
    const tailLeft = run.endEpochMs + LONG_TASK_TAIL_MS - Date.now();
    if (tailLeft > 0) await sleep(tailLeft);
    const busyMs = (await busyClock()) - busyBefore;
    const tasks = await longTasks(page, run.startEpochMs, run.endEpochMs + LONG_TASK_TAIL_MS);
    // Arrival times are stamped by the receiver, so waiting after the tail loses no precision.
    const delivery = await waitForDelivery(sink, key, EVENTS, run.startEpochMs, DELIVERY_CAP_MS);
    return {
      usPerTrack: (run.loopMs * 1000) / EVENTS,
      loopMs: run.loopMs,
      longTasks: tasks,
      busyMs,
      delivery,
    };
  } finally {
    await context.close();
  }
}
