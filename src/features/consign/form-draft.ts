import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { readJson, removeItem, writeItem } from '../../lib/storage';

const PREFIX = 'consign-draft:';

/** The storage key of one page's form (e.g. `evaluate:12`, `delivery:3`). */
export function draftKey(page: string): string {
  return PREFIX + page;
}

/** A stored draft of the right shape, or null (an older or broken copy is ignored). */
export function readDraft<T>(page: string, schema: z.ZodMiniType<T>): T | null {
  return readJson(draftKey(page), (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  });
}

export interface FormDraft<T> {
  value: T;
  set: (update: (previous: T) => T) => void;
  /** The form was sent: nothing to offer again; the form starts empty. */
  clear: () => void;
  /** The value came from an earlier visit (a reload, a dropped network). */
  restored: boolean;
}

/**
 * A form's state kept on the phone as it is typed (localStorage survives a
 * reload and the host app closing the web view), so nothing typed offline is
 * lost; it is read back, checked with `schema`, on the next visit.
 */
export function useFormDraft<T>(page: string, schema: z.ZodMiniType<T>, initial: T): FormDraft<T> {
  const [restoredValue] = useState(() => readDraft(page, schema));
  const [value, setValue] = useState<T>(restoredValue ?? initial);
  const touched = useRef(false);
  const [empty] = useState(initial);
  useEffect(() => {
    if (touched.current) writeItem(draftKey(page), JSON.stringify(value));
  }, [page, value]);
  const set = useCallback((update: (previous: T) => T) => {
    touched.current = true;
    setValue(update);
  }, []);
  const clear = useCallback(() => {
    touched.current = false;
    removeItem(draftKey(page));
    setValue(empty);
  }, [page, empty]);
  return { value, set, clear, restored: restoredValue !== null };
}
