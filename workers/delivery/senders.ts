import type { SendType, TrackedEvent } from '../../src/sdk/core/engine-protocol';
import { describeError } from '../log';
import { KEEPALIVE_BODY_LIMIT } from '../../src/sdk/core/constants';
import { encodeBatchBody } from '../../src/sdk/core/encode';
import { encodeSingleBody } from './encode';

/** The part of `fetch` the senders use; tests pass a fake. */
export type FetchLike = (
  url: string,
  init: RequestInit,
) => Promise<{ readonly ok: boolean; readonly status: number }>;

export interface SenderDeps {
  fetch: FetchLike;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SendOutcome {
  /** `_track_id`s the receiver answered with a 2xx. */
  acked: number[];
  /** Why the rest were not acknowledged; null when everything was. */
  error: string | null;
}

export type Sender = (events: readonly TrackedEvent[]) => Promise<SendOutcome>;

export interface SenderConfig {
  serverUrl: string;
  sendType: SendType;
  timeoutMs: number;
}

/** POSTs a form body; resolves null on a 2xx, else a readable reason. */
async function postForm(
  deps: SenderDeps,
  config: SenderConfig,
  body: string,
  keepalive: boolean,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = deps.setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await deps.fetch(config.serverUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      keepalive: keepalive && body.length <= KEEPALIVE_BODY_LIMIT,
      signal: controller.signal,
    });
    return response.ok ? null : `receiver answered HTTP ${response.status}`;
  } catch (error) {
    return controller.signal.aborted
      ? `no answer within ${config.timeoutMs} ms`
      : `network error (${describeError(error)})`;
  } finally {
    deps.clearTimeout(timer);
  }
}

function batchSender(deps: SenderDeps, config: SenderConfig, keepalive: boolean): Sender {
  return async (events) => {
    const error = await postForm(deps, config, encodeBatchBody(events), keepalive);
    return { acked: error ? [] : events.map((event) => event._track_id), error };
  };
}

/** One request per event, in order; stops at the first failure so order holds. */
function singleSender(deps: SenderDeps, config: SenderConfig): Sender {
  return async (events) => {
    const acked: number[] = [];
    for (const event of events) {
      const error = await postForm(deps, config, encodeSingleBody(event), false);
      if (error) return { acked, error };
      acked.push(event._track_id);
    }
    return { acked, error: null };
  };
}

/**
 * Picks the sender for the configured send type. A dedicated worker has neither
 * `navigator.sendBeacon` nor `Image`, so those fall back: beacon → batch POST
 * with `keepalive` (survives the page going away, like a beacon); image → the
 * single-event POST (the same `data` + `ext` fields as the image GET).
 */
export function createSender(deps: SenderDeps, config: SenderConfig): Sender {
  switch (config.sendType) {
    case 'batch':
      return batchSender(deps, config, false);
    case 'beacon':
      return batchSender(deps, config, true);
    case 'ajax':
    case 'image':
      return singleSender(deps, config);
  }
}
