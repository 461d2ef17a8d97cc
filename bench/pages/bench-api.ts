/**
 * What every bench page exposes on `window`, whatever SDK it wraps. The
 * runner (bench/run.ts, Node) only talks to pages through these two objects,
 * so each SDK is just one more adapter behind the same page shape.
 */

/**
 * Properties sent with every benchmark event; `bench_id` is how the receiver
 * counts. Every kind the data rules accept (spec 001 §5): strings, numbers,
 * booleans, a string array, a Date, a nested object and a function.
 */
export type BenchValue = string | number | boolean | string[] | Date | BenchObject | (() => string);
export interface BenchObject {
  [key: string]: string | number | boolean | BenchObject;
}
export type BenchProps = Record<string, BenchValue>;

export interface BenchSdk {
  /** Points the SDK at the receiver (`receiverUrl` has no trailing slash); resolves when ready. */
  init(receiverUrl: string): Promise<void>;
  track(name: string, props: BenchProps): void;
}

export interface TrackRun {
  /** Main-thread time of the whole loop of `track()` calls, ms. */
  loopMs: number;
  /** Epoch ms (performance.timeOrigin based) at the first and after the last call. */
  startEpochMs: number;
  endEpochMs: number;
}

export interface LongTaskSummary {
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface BenchHarness {
  /** Tracks `count` events with ids `${key}:${from}` … in one synchronous loop, in its own task. */
  trackMany(key: string, from: number, count: number): Promise<TrackRun>;
  /** Long tasks overlapping [fromEpochMs, toEpochMs]. */
  longTasks(fromEpochMs: number, toEpochMs: number): LongTaskSummary;
}

declare global {
  interface Window {
    benchSdk?: BenchSdk;
    benchHarness?: BenchHarness;
  }
}
