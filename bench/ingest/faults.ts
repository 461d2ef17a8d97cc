/**
 * Fault plan of a sink: 'ok' accepts everything, 'down' resets every event
 * request, 'flaky' fails 30% of them (issue 3 "Benchmark") with a mix of HTTP
 * 500, a hang past the client's timeout, and a reset connection.
 *
 * 'flaky' works in blocks of 10 requests: exactly 3 fail, one of each kind in
 * a seeded order, and the first request of a block always fails, so an SDK
 * that sends everything in one or two requests still meets a failure.
 */
export type SinkMode = 'ok' | 'flaky' | 'down';
export type Fault = 'http500' | 'hang' | 'reset';

const BLOCK = 10;
/** Issue 3: "a receiver failing 30% of requests". */
const FAULTS_PER_BLOCK = 3;
const FAULT_KINDS: readonly Fault[] = ['http500', 'hang', 'reset'];

/** mulberry32: tiny deterministic PRNG so a run's fault sequence is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** One block of the 'flaky' plan: slot → fault, null for accept. */
export function flakyBlock(random: () => number): Array<Fault | null> {
  const later = shuffled(
    [...Array(BLOCK - 1).keys()].map((i) => i + 1),
    random,
  );
  const slots = [0, ...later.slice(0, FAULTS_PER_BLOCK - 1)];
  const kinds = shuffled(FAULT_KINDS, random);
  const block: Array<Fault | null> = Array<Fault | null>(BLOCK).fill(null);
  slots.forEach((slot, i) => (block[slot] = kinds[i] ?? 'http500'));
  return block;
}

export class FaultPlan {
  private readonly random: () => number;
  private block: Array<Fault | null> = [];

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** The fault to apply to the next event request, or null to accept it. */
  next(mode: SinkMode): Fault | null {
    if (mode === 'ok') return null;
    if (mode === 'down') return 'reset';
    if (this.block.length === 0) this.block = flakyBlock(this.random);
    return this.block.shift() ?? null;
  }
}
