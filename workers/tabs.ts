import type { AnalyticsDb, TabRow } from './db';
import type { LiveTabs } from './tab-liveness';

/** spec 001 §9: a tab's data expires at twice the send interval. */
export function tabExpiryMs(sendIntervalMs: number): number {
  return 2 * sendIntervalMs;
}

export async function writeHeartbeat(db: AnalyticsDb, tabId: string, now: number): Promise<void> {
  await db.tabs.put({ tabId, heartbeatAt: now });
}

/** A stopped tab is expired at once, so another tab takes its rows on its next tick. */
export async function markTabGone(db: AnalyticsDb, tabId: string): Promise<void> {
  await db.tabs.put({ tabId, heartbeatAt: 0 });
}

/**
 * Whether a tab is dead. With Web Locks (`live`): its tab lock was not held when
 * queried, and its heartbeat predates the query (a tab that started since then
 * may not hold its lock yet). Without: heartbeat older than `expiryMs`, marked
 * gone, or never seen.
 */
export function isTabDead(
  tabId: string,
  tab: TabRow | undefined,
  now: number,
  expiryMs: number,
  live: LiveTabs | null,
): boolean {
  if (live) return !live.ids.has(tabId) && (!tab || tab.heartbeatAt < live.queriedAt);
  return !tab || now - tab.heartbeatAt > expiryMs;
}

/**
 * Reassigns to `selfId` every outbox row whose tab is dead (isTabDead), in one
 * transaction so the liveness check and the move are consistent. Returns the
 * number of rows moved. Callers hold the takeover lock, so two tabs never move
 * the same rows at once.
 */
export async function takeOverExpiredTabs(
  db: AnalyticsDb,
  selfId: string,
  now: number,
  expiryMs: number,
  live: LiveTabs | null = null,
): Promise<number> {
  return db.transaction('rw', db.outbox, db.tabs, async () => {
    const owners = (await db.outbox.orderBy('tabId').uniqueKeys()).map(String);
    const others = owners.filter((tabId) => tabId !== selfId);
    if (others.length === 0) return 0;
    const tabs = await db.tabs.bulkGet(others);
    const expired = others.filter((tabId, index) =>
      isTabDead(tabId, tabs[index], now, expiryMs, live),
    );
    if (expired.length === 0) return 0;
    const moved = await db.outbox.where('tabId').anyOf(expired).modify({ tabId: selfId });
    await db.tabs.bulkDelete(expired);
    return moved;
  });
}
