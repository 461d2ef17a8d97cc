/**
 * Page-close durability: events handed to the worker but not yet acknowledged,
 * plus those not yet posted, are written synchronously to localStorage at
 * pagehide and replayed at the next start (the worker ignores `_track_id`s it
 * already holds, so a replay never doubles an event).
 */
import type { TrackedEvent } from './core/engine-protocol';

const PREFIX = 'sensorsdata_spill_';

export interface SpillEntry {
  key: string;
  raw: string;
  events: TrackedEvent[];
}

function isEvent(value: unknown): value is TrackedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event._track_id === 'number' &&
    typeof event.type === 'string' &&
    typeof event.distinct_id === 'string' &&
    typeof event.time === 'number' &&
    typeof event.properties === 'object' &&
    event.properties !== null &&
    typeof event.lib === 'object' &&
    event.lib !== null
  );
}

/** Validates spilled JSON: only well-formed events survive. */
export function parseSpill(raw: string): TrackedEvent[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEvent) : [];
  } catch {
    return [];
  }
}

export class SpillStore {
  constructor(
    // One page load (transport-factory.ts): its own spill is never replayed by itself.
    private readonly pageId: string,
    private readonly storage: Storage | null = safeLocalStorage(),
    // The direct sender keeps its queue the same way under its own prefix.
    private readonly prefix = PREFIX,
  ) {}

  /** Writes this tab's unacknowledged events, or removes the key when there are none. */
  write(events: TrackedEvent[]): boolean {
    if (!this.storage) return false;
    const key = this.prefix + this.pageId;
    try {
      if (events.length === 0) this.storage.removeItem(key);
      else this.storage.setItem(key, JSON.stringify(events));
      return true;
    } catch {
      return false; // quota exceeded: the worker's outbox is the remaining safety net
    }
  }

  /** Every spill left by earlier pages (any tab). */
  readAll(): SpillEntry[] {
    if (!this.storage) return [];
    const entries: SpillEntry[] = [];
    try {
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (!key?.startsWith(this.prefix) || key === this.prefix + this.pageId) continue;
        const raw = this.storage.getItem(key);
        if (raw !== null) entries.push({ key, raw, events: parseSpill(raw) });
      }
    } catch {
      return entries;
    }
    return entries;
  }

  /**
   * Calls `replay` for each spill another tab writes from now on: a tab closed
   * in the same task as its track() calls leaves nothing but its spill.
   */
  watch(replay: (entry: SpillEntry) => void): void {
    if (!this.storage) return;
    addEventListener('storage', ({ key, newValue: raw }) => {
      if (raw && key?.startsWith(this.prefix)) replay({ key, raw, events: parseSpill(raw) });
    });
  }

  /** Removes a replayed spill unless its owner rewrote it meanwhile. */
  remove(entry: SpillEntry): void {
    try {
      if (this.storage?.getItem(entry.key) === entry.raw) this.storage.removeItem(entry.key);
    } catch {
      // Left in place: the next start replays it again, harmlessly.
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
