/**
 * The visitor's link experiments, kept in localStorage by the page: a page load
 * decides from them at once, without waiting for the worker to boot (it starts
 * after the page's own script, too late for a 500 ms mask). The plugin's
 * synchronous first step reads only `redirecting` to decide whether the page
 * needs the mask before anything renders; with no entry for the visitor (a
 * first visit) it masks, since nothing is known yet.
 */
const LINKS_KEY = 'sensorsdata_abtest_links';

interface StoredLinks {
  visitor: string;
  at: number;
  /** Experiment-group link experiments among `results`: the mask is needed only if > 0. */
  redirecting: number;
  /** LINK results, as parsed from the service (re-checked when read). */
  results: unknown[];
}

function readStored(): StoredLinks | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LINKS_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const entry = parsed as Partial<StoredLinks>;
    if (typeof entry.visitor !== 'string' || typeof entry.at !== 'number') return null;
    if (typeof entry.redirecting !== 'number' || !Array.isArray(entry.results)) return null;
    return entry as StoredLinks;
  } catch {
    return null;
  }
}

/** The stored LINK results (unchecked) for `visitor`, when younger than `maxAgeMs`. */
export function readLinkCache(visitor: string, now: number, maxAgeMs: number): unknown[] | null {
  const entry = readStored();
  if (!entry || entry.visitor !== visitor || now - entry.at >= maxAgeMs || now < entry.at) {
    return null;
  }
  return entry.results;
}

export function writeLinkCache(
  visitor: string,
  results: unknown[],
  redirecting: number,
  now: number,
): void {
  try {
    localStorage.setItem(LINKS_KEY, JSON.stringify({ visitor, at: now, redirecting, results }));
  } catch {
    // Storage full or blocked: the next load masks and asks again, nothing breaks.
  }
}

/** Whether a page load for `visitor` may be redirected, as far as the last answer knew. */
export function mayRedirect(visitor: string): boolean {
  const entry = readStored();
  return !entry || entry.visitor !== visitor || entry.redirecting > 0;
}
