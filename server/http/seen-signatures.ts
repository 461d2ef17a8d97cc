import { SIGNATURE_WINDOW_MS } from './sign-check';

// A full sweep at most this often keeps the check O(1) per call.
const SWEEP_EVERY_MS = 60_000;

/**
 * Signatures already accepted, each kept until its timestamp leaves the window (after
 * that the call is refused as expired anyway). A captured signed call, sent again
 * within its ten minutes, is refused instead of logging in a second time.
 */
export class SeenSignatures {
  private readonly until = new Map<string, number>();
  private lastSweep = 0;

  /** Records the signature; false when it was seen before and is still inside its window. */
  firstUse(identity: string, sign: string, sentAt: number, now: number): boolean {
    this.sweep(now);
    const key = `${identity}:${sign}`;
    const known = this.until.get(key);
    if (known !== undefined && known >= now) return false;
    this.until.set(key, sentAt + SIGNATURE_WINDOW_MS);
    return true;
  }

  get size(): number {
    return this.until.size;
  }

  clear(): void {
    this.until.clear();
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, until] of this.until) if (until < now) this.until.delete(key);
  }
}
