/**
 * spec 000 §2: the app reloads itself when the x-version header of its script
 * files changes during a session. Pure decision; the watcher does the I/O.
 */
export type VersionDecision =
  /** No answer or no header (offline, dev server): nothing learnt. */
  | { action: 'ignore' }
  /** First version seen in this page: remember it. */
  | { action: 'baseline'; version: string }
  | { action: 'same' }
  /** A new version: reload once towards it. */
  | { action: 'reload'; version: string }
  /**
   * We already reloaded towards this version in this tab and the page still
   * differs (a stale cache or servers disagreeing): adopt it, never loop.
   */
  | { action: 'adopt'; version: string };

export interface VersionInput {
  /** The version this page saw first, null until one was seen. */
  baseline: string | null;
  /** The header just fetched, null when the fetch failed or had none. */
  latest: string | null;
  /** The session marker: the version the tab last reloaded to. */
  reloadedTo: string | null;
}

export function decideVersion({ baseline, latest, reloadedTo }: VersionInput): VersionDecision {
  if (latest === null || latest === '') return { action: 'ignore' };
  if (baseline === null) return { action: 'baseline', version: latest };
  if (latest === baseline) return { action: 'same' };
  if (reloadedTo === latest) return { action: 'adopt', version: latest };
  return { action: 'reload', version: latest };
}
