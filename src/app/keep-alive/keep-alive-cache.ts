import type { ReactNode } from 'react';

// Bounds memory on long sessions: the least recently shown page is dropped first.
export const KEEP_ALIVE_LIMIT = 10;

/** Insertion-ordered map used as an LRU of kept-alive page elements. */
export function rememberPage(
  cache: Map<string, ReactNode>,
  key: string,
  element: ReactNode,
  limit: number = KEEP_ALIVE_LIMIT,
): void {
  cache.delete(key);
  cache.set(key, element);
  while (cache.size > limit) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}
