/**
 * The plain track() calls of the current task, kept as compact records until
 * the task ends: each call's properties captured into flat slots
 * (call-capture.ts), and a mark only where the name, the time (ms), the
 * identity state or the common properties change. A burst of calls thus
 * allocates next to nothing, so no young-generation collection lands in the
 * caller's loop; the events are built from the records when the task ends.
 * All captured values are immutable or private copies, so building later
 * gives the same events.
 */
import { CallCapture } from './core/call-capture';
import type { IdentityState } from './core/identity';
import type { Properties } from './sensors-types';

export type BuildTracked = (
  name: string,
  props: Properties,
  time: number,
  identity: IdentityState,
  common: Properties,
) => void;

export class TrackLog {
  private count = 0;
  /** Flat [index, name, time, identity, common] records, one where any of them changed. */
  private marks: unknown[] = [];
  private readonly capture = new CallCapture();
  private draining = false;

  /**
   * @param normalize the full data rules, run at call time for properties
   *   the capture cannot take (not a plain object, an unreadable property).
   */
  constructor(private readonly normalize: (props: unknown) => Properties) {}

  /** Records one call; true for the first record of a batch (the caller schedules the drain). */
  push(name: string, props: unknown, time: number, identity: IdentityState, common: Properties) {
    const i = this.count;
    const marks = this.marks;
    const last = marks.length - 5;
    if (
      i === 0 ||
      marks[last + 1] !== name ||
      marks[last + 2] !== time ||
      marks[last + 3] !== identity ||
      marks[last + 4] !== common
    ) {
      marks.push(i, name, time, identity, common);
    }
    this.count = i + 1;
    if (!this.capture.append(props)) this.capture.appendReady(this.normalize(props));
    return i === 0;
  }

  /** Hands every record to `build`, oldest first, and empties the log. */
  drain(build: BuildTracked): void {
    // A drain from inside `build` leaves the records to the one running.
    if (this.draining) return;
    this.draining = true;
    try {
      // A track() from inside `build` starts a batch of its own, read next.
      while (this.count > 0) this.drainBatch(build);
    } finally {
      this.draining = false;
      this.capture.release();
    }
  }

  private drainBatch(build: BuildTracked): void {
    const { count, marks, capture } = this;
    this.count = 0;
    this.marks = [];
    let m = 0;
    let i = 0;
    try {
      for (; i < count; i += 1) {
        if (marks[m] === i) m += 5;
        const props = capture.next();
        build(
          marks[m - 4] as string,
          props,
          marks[m - 3] as number,
          marks[m - 2] as IdentityState,
          marks[m - 1] as Properties,
        );
      }
    } finally {
      // After a throw, the batch's other records are dropped with it.
      for (i += 1; i < count; i += 1) capture.next();
    }
  }
}
