/**
 * Main-thread half of the delivery pipeline. track() only pushes the built event
 * into an in-memory buffer; the buffer goes to the worker engine in
 * `enqueue(events)` messages of at most ENQUEUE_CHUNK events: the first at the
 * end of the current task (a microtask), the rest one per later task, so a huge
 * burst never makes one long task of serialisation. The main thread does no
 * IndexedDB or network work. Events stay "unacknowledged" until enqueue's
 * promise says they are durable; at pagehide those, plus the unposted buffer
 * and the events the engine holds only in memory, are spilled synchronously to
 * localStorage and replayed at next start, or at once by a live sibling tab.
 */
import type {
  EngineOptions,
  EngineResult,
  FlushReason,
  TrackedEvent,
} from './core/engine-protocol';
import type { EngineChannelHub } from './engine-channel';
import { connectEngine, type EngineLike } from './engine-port';
import { warn } from './log';
import { OutgoingBuffer, type Batch } from './outgoing-buffer';
import type { SpillEntry, SpillStore } from './spill-store';
import { runCallbacks, type Transport } from './transport';

/**
 * Events per enqueue message: structured-cloning 250 events takes about a
 * millisecond, far below the 50 ms of a Long Task, and 2000 events still leave
 * in eight messages.
 */
export const ENQUEUE_CHUNK = 250;
/** Acknowledged events kept for the spill while the engine holds them in memory only. */
export const HELD_LIMIT = 1000;

export interface WorkerClientConfig {
  engine: EngineLike;
  engineOptions: EngineOptions;
  spill: SpillStore;
  /** Coalescing tick; a microtask by default. */
  schedule?: (task: () => void) => void;
  /** Runs the next chunk in a later task; setTimeout(0) by default. */
  nextTask?: (task: () => void) => void;
  /** Events per enqueue message (ENQUEUE_CHUNK by default). */
  chunkSize?: number;
  /** Delay before re-posting a batch the engine could not take. */
  retryDelayMs?: number;
}

export class WorkerClient implements Transport {
  private readonly buffer = new OutgoingBuffer();
  private readonly inFlight = new Map<number, Batch>();
  private held: TrackedEvent[] = [];
  private seq = 0;
  private scheduled = false;
  private spilled = false;
  private stopped = false;
  private started = false;
  private readonly ready: Promise<void>;
  private readonly schedule: (task: () => void) => void;
  private readonly nextTask: (task: () => void) => void;

  constructor(private readonly config: WorkerClientConfig) {
    // A bare `queueMicrotask` reference would be called with the wrong `this` (Illegal invocation).
    this.schedule = config.schedule ?? ((task) => queueMicrotask(task));
    this.nextTask = config.nextTask ?? ((task) => void setTimeout(task, 0));
    this.ready = config.engine.start(config.engineOptions).then(
      (result) => {
        if (result.ok) this.started = true;
        else warn('analytics engine did not start:', result.error);
      },
      (error: unknown) => warn('analytics engine did not start:', error),
    );
    for (const entry of config.spill.readAll()) this.replay(entry);
    config.spill.watch((entry) => this.replay(entry));
  }

  send(event: TrackedEvent, onDurable?: () => void, common?: Record<string, unknown>): void {
    this.buffer.push(event, onDurable, common);
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.post());
    }
  }

  flush(reason: FlushReason): void {
    void this.ready.then(() => this.config.engine.flush(reason)).catch(() => undefined);
  }

  hide(reason: 'pagehide' | 'visibility'): void {
    // The page may be frozen before the next task: hand over every chunk now.
    while (this.buffer.length > 0 && !this.stopped) this.postChunk();
    this.spill();
    this.flush(reason);
  }

  /** Once spilled, the key is rewritten on each ack, until nothing is left to lose. */
  private spill(): void {
    const events = this.held.concat(this.unacknowledged());
    this.spilled = this.config.spill.write(events) && events.length > 0;
  }

  /** Tracks what the engine holds in memory only ('indexeddb': all earlier events are safe). */
  private stored(result: EngineResult, events: TrackedEvent[]): void {
    this.held = result.stored === 'memory' ? this.held.concat(events).slice(-HELD_LIMIT) : [];
  }

  /** Whether the engine answered start(); before that a worker error means it never loaded. */
  hasStarted(): boolean {
    return this.started;
  }

  /** Every event not yet acknowledged, oldest first. */
  unacknowledged(): TrackedEvent[] {
    const events: TrackedEvent[] = [];
    for (const batch of this.inFlight.values()) events.push(...batch.events);
    return events.concat(this.buffer.peekAll());
  }

  /** Gives up on the worker: returns everything unacknowledged for another transport. */
  drain(): TrackedEvent[] {
    const events = this.unacknowledged();
    this.stopped = true;
    this.inFlight.clear();
    this.buffer.clear();
    return events;
  }

  private post(): void {
    this.scheduled = false;
    this.postChunk();
    if (this.buffer.length > 0 && !this.stopped && !this.scheduled) {
      this.scheduled = true;
      this.nextTask(() => this.post());
    }
  }

  /** Posts the oldest chunk; chunks leave in order, so the outbox keeps track() order. */
  private postChunk(): void {
    if (this.buffer.length === 0 || this.stopped) return;
    const batch: Batch = this.buffer.take(this.config.chunkSize ?? ENQUEUE_CHUNK);
    const id = (this.seq += 1);
    this.inFlight.set(id, batch);
    this.deliver(id, batch);
  }

  private deliver(id: number, batch: Batch, attempt = 0): void {
    void this.ready
      .then(() => this.config.engine.enqueue(batch.events))
      .then((result) => {
        if (!result.ok && !result.permanent) throw new Error(result.error);
        if (!this.inFlight.delete(id)) return;
        if (!result.ok) warn('events dropped:', result.error);
        this.stored(result, batch.events);
        runCallbacks(batch.callbacks);
        if (this.spilled) this.spill();
      })
      .catch((error: unknown) => {
        if (this.stopped || !this.inFlight.has(id)) return;
        warn('enqueue failed, retrying:', error);
        // Doubling delay, capped at 30 s: storage trouble in the worker may last.
        const delay = Math.min((this.config.retryDelayMs ?? 1000) * 2 ** attempt, 30_000);
        setTimeout(() => this.deliver(id, batch, attempt + 1), delay);
      });
  }

  /** Hands a spill of another page to the engine; removed once the engine took it. */
  private replay(entry: SpillEntry): void {
    const { events } = entry;
    if (events.length === 0) return this.config.spill.remove(entry);
    void this.ready
      .then(() => this.config.engine.enqueue(events))
      .then((result) => {
        if (!result.ok) return;
        this.stored(result, events);
        this.config.spill.remove(entry);
      })
      .catch(() => undefined); // kept: the next start replays it
  }
}

/** The dedicated engine worker (workers/analytics.worker.ts), or null where Worker is missing. */
export function createWorkerEngine(
  onFatal: () => void,
  channel?: EngineChannelHub,
): EngineLike | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = new Worker(new URL('../../workers/analytics.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener('error', onFatal);
    const client = connectEngine(worker);
    channel?.attach(client, worker);
    return client;
  } catch (error) {
    warn('worker unavailable, sending directly:', error);
    return null;
  }
}
