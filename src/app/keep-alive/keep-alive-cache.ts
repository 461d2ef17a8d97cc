/**
 * How many kept-alive pages stay mounted at once. Each hidden page keeps its
 * React tree and DOM (a long order list can be thousands of nodes), so a long
 * session would otherwise grow without bound. Ten covers the deepest flows of
 * spec 000 §2 (list → detail → delivery → logistics, twice over) with room to spare.
 */
export const KEEP_ALIVE_LIMIT = 10;

/**
 * Records `key` as the most recently shown page of an insertion-ordered map
 * used as an LRU, and drops the least recently shown ones beyond `limit`.
 * Returns the evicted keys (their panes unmount). Idempotent for the same
 * key, so it is safe to call during render.
 */
export function rememberPage<T>(
  cache: Map<string, T>,
  key: string,
  entry: T,
  limit: number = KEEP_ALIVE_LIMIT,
): string[] {
  cache.delete(key);
  cache.set(key, entry);
  const evicted: string[] = [];
  for (const oldest of cache.keys()) {
    if (cache.size <= Math.max(1, limit)) break;
    cache.delete(oldest);
    evicted.push(oldest);
  }
  return evicted;
}
