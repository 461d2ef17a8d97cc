import { isRemLength } from '../../lib/rem';
import { readItem, STORAGE_KEYS } from '../../lib/storage';

/**
 * spec 000 §3: the iPhone bottom safe-area offset passed by the host (stored
 * as rem at boot) becomes `--safe-bottom`; without it the browser's own
 * safe-area inset applies.
 */
export function applyLayoutVars(root: HTMLElement = document.documentElement): void {
  const bottom = readItem(STORAGE_KEYS.bottomOffset);
  root.style.setProperty(
    '--safe-bottom',
    isRemLength(bottom) ? bottom : 'env(safe-area-inset-bottom, 0px)',
  );
}
