/**
 * The worker's half of the worker → page channel (engine-protocol.ts
 * NOTICE_MESSAGE): a plain postMessage that comlink's endpoint on the page
 * ignores (it carries no call id), picked up by the SDK's notice dispatcher.
 */
import { NOTICE_MESSAGE } from '../src/sdk/core/engine-protocol';
import type { EngineNotice, NoticeMessage } from '../src/sdk/core/engine-protocol';

/** Where notices go: the worker's global scope by default, a MessagePort in tests. */
export interface NoticeTarget {
  postMessage(message: unknown): void;
}

export type PostNotice = (notice: EngineNotice) => void;

/** A poster bound to `target`; a failed post (e.g. the page is gone) is dropped, never thrown. */
export function noticePoster(target: NoticeTarget): PostNotice {
  return (notice) => {
    const message: NoticeMessage = { type: NOTICE_MESSAGE, notice };
    try {
      target.postMessage(message);
    } catch {
      // The page closed or the notice cannot be cloned: nobody is left to show it.
    }
  };
}

/** Posts to the page that owns this dedicated worker. */
export function postNotice(notice: EngineNotice): void {
  noticePoster(self)(notice);
}
