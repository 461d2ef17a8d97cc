/**
 * The popup runtime's progress, told to the page when it is quiet (nothing
 * queued): config pulls applied and, per event name, the events it is done
 * with. Tests wait for it (popup-protocol.ts PopupProgressNotice) instead of
 * sleeping before a "no popup appeared" check. One notice per quiet point, and
 * only when something changed, so a burst of events costs one message.
 */
import type { PostNotice } from '../notices';

export interface PopupProgress {
  /** An event reached the runtime (it is done with it once the runtime is quiet). */
  received(name: string | undefined): void;
  pulled(): void;
  /** The queue is empty: tells the page, if anything changed since the last notice. */
  quiet(): void;
}

export function createPopupProgress(post: PostNotice): PopupProgress {
  let pulls = 0;
  const handled: Record<string, number> = {};
  let changed = false;
  return {
    received(name) {
      if (typeof name !== 'string') return;
      handled[name] = (handled[name] ?? 0) + 1;
      changed = true;
    },
    pulled() {
      pulls += 1;
      changed = true;
    },
    quiet() {
      if (!changed) return;
      changed = false;
      post({ kind: 'popup-progress', pulls, handled: { ...handled } });
    },
  };
}
