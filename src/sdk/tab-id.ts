/**
 * The tab id names this tab's rows in the shared outbox and its tab lock. It is
 * kept in sessionStorage across a reload, so the reloaded page owns (and sends)
 * its own rows instead of another tab taking them over. The stored id is
 * claimed (removed) at start and written back at pagehide: a duplicated tab,
 * whose sessionStorage is a copy of a live tab's, finds none and gets its own.
 */
import { newTabId } from './random-id';

const KEY = 'sensorsdata_tab_id';
const TAB_ID = /^[0-9a-f]{16}$/;

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null; // missing or blocked (sandboxed frame, some private modes)
  }
}

/** The id this tab released at its last pagehide, or a fresh one. */
export function claimTabId(now: number, storage: Storage | null = session()): string {
  try {
    const stored = storage?.getItem(KEY) ?? null;
    storage?.removeItem(KEY);
    if (stored !== null && TAB_ID.test(stored)) return stored;
  } catch {
    // Unusable storage: a fresh id works, the rows are then taken over instead.
  }
  return newTabId(now);
}

/** At pagehide: the next page of this tab may reuse the id. */
export function releaseTabId(tabId: string, storage: Storage | null = session()): void {
  try {
    storage?.setItem(KEY, tabId);
  } catch {
    // Quota or blocked storage: the next page gets a fresh id.
  }
}
