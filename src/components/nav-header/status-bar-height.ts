import { isRemLength } from '../../lib/rem';
import { readItem, STORAGE_KEYS } from '../../lib/storage';

// spec 000 §2: the status bar height defaults to 1.17rem.
export const DEFAULT_STATUS_BAR_HEIGHT = '1.17rem';

/** The stored height (written at boot as a rem string), validated; the default otherwise. */
export function readStatusBarHeight(): string {
  const stored = readItem(STORAGE_KEYS.statusHeight);
  return isRemLength(stored) ? stored : DEFAULT_STATUS_BAR_HEIGHT;
}
