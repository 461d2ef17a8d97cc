/** Ids drawn from crypto.getRandomValues (the pure core receives them ready-made). */
import { trackIdFrom } from './core/event-builder';

/**
 * One getRandomValues call costs about as much as building a whole event, so
 * the words for 256 ids are drawn at once (2 KB, far below the 64 KB per-call limit).
 */
const POOL_IDS = 256;

/** A source of `_track_id`s refilling `POOL_IDS` ids at a time from `fill`. */
export function createTrackIdPool(
  fill: (words: Uint32Array) => void,
  poolIds: number = POOL_IDS,
): () => number {
  const words = new Uint32Array(poolIds * 2);
  let next = words.length;
  return () => {
    if (next >= words.length) {
      fill(words);
      next = 0;
    }
    const id = trackIdFrom(words[next] ?? 0, words[next + 1] ?? 0);
    next += 2;
    return id;
  };
}

/** spec 001 §3: `_track_id` is a unique 53-bit random integer. */
export const newTrackId = createTrackIdPool((words) => crypto.getRandomValues(words));

/** An anonymous visitor id: time prefix (sa-sdk style) plus 128 random bits. */
export function newAnonymousId(now: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${now.toString(16)}-${hex.slice(0, 16)}-${hex.slice(16)}`;
}

/** A per-page-load tab id for the shared outbox and the spill keys. */
export function newTabId(now: number): string {
  return newAnonymousId(now).slice(-16);
}
