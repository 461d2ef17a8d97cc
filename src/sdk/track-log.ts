/**
 * The plain track() calls of the current task, kept as compact records until
 * the task ends: one slot per event for its own (already copied) properties,
 * and a mark only where the name, the time (ms), the identity state or the
 * common properties change. A burst of calls thus allocates
 * little more than the property copies, so the young-generation GC that a
 * full event object per call used to cause mid-burst mostly stays away; the
 * events are built from the records when the task ends. All captured values
 * are immutable or private copies, so building later gives the same events.
 */
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
  private props: Properties[] = [];
  /** Flat [index, name, time, identity, common] records, one where any of them changed. */
  private marks: unknown[] = [];

  /** Records one event; true for the first record of a batch (the caller schedules the drain). */
  push(name: string, props: Properties, time: number, identity: IdentityState, common: Properties) {
    const i = this.props.length;
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
    this.props.push(props);
    return i === 0;
  }

  /** Hands every record to `build`, oldest first, and empties the log. */
  drain(build: BuildTracked): void {
    const { marks, props } = this;
    this.marks = [];
    this.props = [];
    let m = 0;
    for (let i = 0; i < props.length; i += 1) {
      if (marks[m] === i) m += 5;
      build(
        marks[m - 4] as string,
        props[i] ?? {},
        marks[m - 3] as number,
        marks[m - 2] as IdentityState,
        marks[m - 1] as Properties,
      );
    }
  }
}
