import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { readItem, readJson, removeItem, STORAGE_KEYS, writeJson } from '../../lib/storage';
import { EMPTY_FORM, releaseForm, type ReleaseForm } from './release-form';

/**
 * The publish form of one item, kept on the phone as it is typed (issue 16:
 * nothing typed is lost by a reload or a dropped network), shared by the
 * goods-release pages (the photos page fills its pictures). `dirty`: changed
 * since the server last saved it; `basedOn`: the `savedAt` of the server draft
 * it started from or was saved as, so that draft is not offered again.
 */
const savedForm = z.object({
  form: releaseForm,
  dirty: z.boolean(),
  basedOn: z.nullable(z.int()),
  updatedAt: z.int(),
});
export type SavedForm = z.infer<typeof savedForm>;

const PREFIX = 'goods-release-form';

/** One user's form of one item: another account on the same phone never sees it. */
export function releaseScope(itemId: number): string {
  return `${PREFIX}:${readItem(STORAGE_KEYS.userId) ?? 'anonymous'}:${itemId}`;
}

const listeners = new Map<string, Set<() => void>>();
// useSyncExternalStore needs the same object for the same state.
const snapshots = new Map<string, SavedForm | null>();

function load(scope: string): SavedForm | null {
  if (!snapshots.has(scope)) {
    const saved = readJson(scope, (value) => {
      const parsed = savedForm.safeParse(value);
      return parsed.success ? parsed.data : null;
    });
    snapshots.set(scope, saved);
  }
  return snapshots.get(scope) ?? null;
}

function publish(scope: string, next: SavedForm | null): void {
  snapshots.set(scope, next);
  if (next) writeJson(scope, next);
  else removeItem(scope);
  for (const listener of listeners.get(scope) ?? []) listener();
}

/** The saved form now (outside React: after an answer arrives). */
export function readSavedForm(scope: string): SavedForm | null {
  return load(scope);
}

export function writeSavedForm(scope: string, next: SavedForm): void {
  publish(scope, next);
}

export function clearSavedForm(scope: string): void {
  publish(scope, null);
}

/** The saved form, and an update that marks it changed since the server saw it. */
export function useSavedForm(scope: string, now: () => number = Date.now) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(scope) ?? new Set();
      set.add(listener);
      listeners.set(scope, set);
      return () => set.delete(listener);
    },
    [scope],
  );
  const saved = useSyncExternalStore(subscribe, () => load(scope));
  const edit = useCallback(
    (patch: Partial<ReleaseForm>) => {
      const current = load(scope);
      publish(scope, {
        form: { ...(current?.form ?? EMPTY_FORM), ...patch },
        dirty: true,
        basedOn: current?.basedOn ?? null,
        updatedAt: now(),
      });
    },
    [scope, now],
  );
  return { saved, edit };
}
