/**
 * Scenarios 1 and 2: main-thread time of 2000 `track()` calls with 10 mixed
 * properties, Long Tasks during and 5 s after, then the time until all 2000
 * reached the receiver, with lost and duplicated counts.
 */
import type { LongTaskSummary } from '../pages/bench-api';
import type { Delivery } from '../page-driver';
import { longTasks, mainThreadClock, sleep, trackMany, waitForDelivery } from '../page-driver';
import type { SdkId } from '../sdks';
import type { ScenarioEnv } from './scenario-env';
import { sinkKey } from './scenario-env';
import { inNewContext, openPage, settle } from './scenario-steps';

const EVENTS = 2000;
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

export function runTrack(env: ScenarioEnv, sdk: SdkId): Promise<TrackResult> {
  const key = sinkKey(env, 'track', sdk);
  const sink = env.receiver.sink(key, 'ok');
  return inNewContext(env, async (context) => {
    const page = await openPage(context, env, sdk, sink.url);
    await settle();
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
  });
}
