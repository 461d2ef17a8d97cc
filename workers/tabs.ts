import type { AnalyticsDb } from './db';

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
 * Reassigns to `selfId` every outbox row whose tab is expired (heartbeat older
 * than `expiryMs`, marked gone, or never seen), in one transaction so the
 * liveness check and the move are consistent. Returns the number of rows moved.
 * Callers hold the takeover lock, so two tabs never move the same rows at once.
 */
export async function takeOverExpiredTabs(
  db: AnalyticsDb,
  selfId: string,
  now: number,
  expiryMs: number,
): Promise<number> {
  return db.transaction('rw', db.outbox, db.tabs, async () => {
    const owners = (await db.outbox.orderBy('tabId').uniqueKeys()).map(String);
    const others = owners.filter((tabId) => tabId !== selfId);
    if (others.length === 0) return 0;
    const tabs = await db.tabs.bulkGet(others);
    const expired = others.filter((_, index) => {
      const tab = tabs[index];
      return !tab || now - tab.heartbeatAt > expiryMs;
    });
    if (expired.length === 0) return 0;
    const moved = await db.outbox.where('tabId').anyOf(expired).modify({ tabId: selfId });
    await db.tabs.bulkDelete(expired);
    return moved;
  });
}
