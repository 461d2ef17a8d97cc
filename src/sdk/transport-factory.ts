/**
 * Chooses the delivery path: the worker engine normally; the direct sender when
 * Worker is missing or the worker script never starts (its unacknowledged events
 * move over, so nothing is lost).
 */
import type { FlushReason, TrackedEvent } from './core/engine-protocol';
import type { SdkOptions } from './core/options';
import { DirectSender } from './direct-sender';
import type { EngineChannelHub } from './engine-channel';
import { warn } from './log';
import { newTabId } from './random-id';
import { SpillStore } from './spill-store';
import type { Transport } from './transport';
import { createWorkerEngine, WorkerClient } from './worker-client';

export function createTransport(
  options: SdkOptions,
  tabId: string,
  channel?: EngineChannelHub,
): Transport {
  const directOptions = {
    serverUrl: options.server_url,
    sendIntervalMs: options.send_interval,
    storageLength: options.storage_length,
    dataSendTimeoutMs: options.datasend_timeout,
  };
  // Per page load, not per tab: the tab id survives a reload, and the new page
  // must replay (not skip) what the previous page of its tab left behind.
  const pageId = newTabId(Date.now());
  let client: WorkerClient | null = null;
  let fallback: DirectSender | null = null;
  const failover = (): void => {
    if (fallback || (client && client.hasStarted())) return;
    warn('analytics worker failed to load; sending from the page');
    channel?.detach();
    fallback = new DirectSender(directOptions, pageId);
    for (const event of client?.drain() ?? []) fallback.send(event);
  };
  const engine = createWorkerEngine(failover, channel);
  if (engine === null) return new DirectSender(directOptions, pageId);
  client = new WorkerClient({
    engine,
    spill: new SpillStore(pageId),
    engineOptions: {
      serverUrl: options.server_url,
      sendType: options.send_type,
      sendIntervalMs: options.send_interval,
      storageLength: options.storage_length,
      dataSendTimeoutMs: options.datasend_timeout,
      tabId,
      dbName: 'sensorsdata-outbox',
    },
  });
  const worker = client;
  const current = (): Transport => fallback ?? worker;
  return {
    send: (event: TrackedEvent, onDurable?: () => void, common?: Record<string, unknown>) =>
      current().send(event, onDurable, common),
    flush: (reason: FlushReason) => current().flush(reason),
    hide: (reason) => current().hide(reason),
  };
}
