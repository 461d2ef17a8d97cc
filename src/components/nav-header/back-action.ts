import { historyIndex } from '../../lib/history-index';

export type BackAction = 'host' | 'history';

/** True when the router has an earlier entry of this app in the history stack. */
export function hasInAppHistory(historyState: unknown): boolean {
  return (historyIndex(historyState) ?? 0) > 0;
}

/**
 * spec 000 §2: back goes one step back in history; with the native-back
 * option it tells the host app to go back, unless the page was opened from
 * another H5 page, in which case it goes back in history.
 */
export function resolveBackAction(nativeBack: boolean, inAppHistory: boolean): BackAction {
  return nativeBack && !inAppHistory ? 'host' : 'history';
}
