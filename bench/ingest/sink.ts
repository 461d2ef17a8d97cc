/**
 * One isolated ingestion endpoint (`/r/<key>/…`) per scenario run, so runs of
 * different SDKs can share the receiver. Counts every arrival of every
 * `bench_id`; requests that were failed on purpose record nothing, so a
 * duplicate is always an event the client sent again after it was accepted.
 */
import type { Fault, SinkMode } from './faults';
import { FaultPlan } from './faults';

export interface SinkCounts {
  /** Distinct bench ids received. */
  distinct: number;
  /** Ids received more than once. */
  duplicated: number;
}

export interface SinkStats {
  accepted: number;
  rejected: number;
  faults: Record<Fault, number>;
  unknownPaths: string[];
}

export class Sink {
  private mode: SinkMode;
  private readonly plan: FaultPlan;
  private readonly arrivals = new Map<string, { count: number; firstAt: number }>();
  private readonly unknown = new Set<string>();
  readonly stats: SinkStats = {
    accepted: 0,
    rejected: 0,
    faults: { http500: 0, hang: 0, reset: 0 },
    unknownPaths: [],
  };

  constructor(
    readonly key: string,
    readonly url: string,
    mode: SinkMode,
    seed: number,
  ) {
    this.mode = mode;
    this.plan = new FaultPlan(seed);
  }

  setMode(mode: SinkMode): void {
    this.mode = mode;
  }

  nextFault(): Fault | null {
    const fault = this.plan.next(this.mode);
    if (fault) this.stats.faults[fault] += 1;
    return fault;
  }

  record(ids: readonly string[], now: number): void {
    this.stats.accepted += 1;
    for (const id of ids) {
      const seen = this.arrivals.get(id);
      if (seen) seen.count += 1;
      else this.arrivals.set(id, { count: 1, firstAt: now });
    }
  }

  noteRejected(): void {
    this.stats.rejected += 1;
  }

  noteUnknownPath(path: string): void {
    if (this.unknown.size < 20) this.unknown.add(path);
    this.stats.unknownPaths = [...this.unknown];
  }

  /** Counts over the expected ids `${prefix}0` … `${prefix}${n - 1}`. */
  countExpected(prefix: string, n: number): SinkCounts & { lastFirstAt: number } {
    let distinct = 0;
    let duplicated = 0;
    let lastFirstAt = 0;
    for (let i = 0; i < n; i += 1) {
      const seen = this.arrivals.get(`${prefix}${i}`);
      if (!seen) continue;
      distinct += 1;
      if (seen.count > 1) duplicated += 1;
      lastFirstAt = Math.max(lastFirstAt, seen.firstAt);
    }
    return { distinct, duplicated, lastFirstAt };
  }
}
