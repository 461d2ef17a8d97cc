import { readItem, STORAGE_KEYS } from '../../lib/storage';

// spec 000 §2: the status bar height defaults to 1.17rem.
export const DEFAULT_STATUS_BAR_HEIGHT = '1.17rem';
const REM_VALUE = /^\d{1,3}(?:\.\d{1,4})?rem$/;

/** The stored height (written at boot as a rem string), validated; the default otherwise. */
export function readStatusBarHeight(): string {
  const stored = readItem(STORAGE_KEYS.statusHeight);
  return stored !== null && REM_VALUE.test(stored) ? stored : DEFAULT_STATUS_BAR_HEIGHT;
}
