/** Ids drawn from crypto.getRandomValues (the pure core receives them ready-made). */
import { trackIdFrom } from './core/event-builder';

const words = new Uint32Array(2);

/** spec 001 §3: `_track_id` is a unique 53-bit random integer. */
export function newTrackId(): number {
  crypto.getRandomValues(words);
  return trackIdFrom(words[0] ?? 0, words[1] ?? 0);
}

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
