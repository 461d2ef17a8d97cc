/**
 * The simulated bank of the reference server. A payment waits (PENDING) until
 * the bank settles it: at once through POST /__dev/bank/settle, or by itself
 * as SUCCESS after `settleMs` (BANK_SETTLE_MS; 0: never by itself). Its timers
 * belong to the server and are cleared when it closes.
 */
export class SimulatedBank {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(readonly settleMs: number) {}

  /** Runs `settle` after the delay (the fault controls may lengthen or drop it). */
  schedule(payNo: string, settle: () => void, delayMs: number = this.settleMs): void {
    if (this.closed || delayMs <= 0) return;
    this.cancel(payNo);
    const timer = setTimeout(() => {
      this.timers.delete(payNo);
      settle();
    }, delayMs);
    // A pending bank answer never keeps the process alive on its own.
    timer.unref();
    this.timers.set(payNo, timer);
  }

  cancel(payNo: string): void {
    const timer = this.timers.get(payNo);
    if (timer) clearTimeout(timer);
    this.timers.delete(payNo);
  }

  /** How many payments wait for the bank's own answer (tests read it). */
  get waiting(): number {
    return this.timers.size;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/** BANK_SETTLE_MS: milliseconds before the demo bank settles by itself; default 2000, 0 never. */
export function readBankSettleMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BANK_SETTLE_MS;
  if (raw === undefined || raw.trim() === '') return 2000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`BANK_SETTLE_MS must be a whole number of milliseconds ≥ 0, got ${raw}`);
  }
  return value;
}
