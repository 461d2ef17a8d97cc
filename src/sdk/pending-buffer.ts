/**
 * Calls made before the SDK is ready (spec 000 §4) are kept and replayed in
 * order once it is; spec 001 §9 caps the buffer at 20, later calls are dropped
 * with a warning (the first 20 keep their order, as the page made them).
 */
import { PENDING_BUFFER_SIZE } from './core/constants';
import { warn } from './log';

export class PendingBuffer {
  private calls: Array<() => void> = [];

  constructor(private readonly capacity = PENDING_BUFFER_SIZE) {}

  get size(): number {
    return this.calls.length;
  }

  push(name: string, call: () => void): boolean {
    if (this.calls.length >= this.capacity) {
      warn(`${name} dropped: more than ${this.capacity} calls before init`);
      return false;
    }
    this.calls.push(call);
    return true;
  }

  /** Replays and empties the buffer; one failing call does not stop the others. */
  replay(): void {
    const calls = this.calls;
    this.calls = [];
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        warn('replayed call failed:', error);
      }
    }
  }
}
