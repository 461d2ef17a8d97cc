export type BackAction = 'host' | 'history';

/**
 * True when the router has an earlier entry of this app in the history
 * stack: react-router keeps the entry's position in `history.state.idx`
 * (0 for the page the app was opened on; it survives reloads).
 */
export function hasInAppHistory(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null) return false;
  const { idx } = historyState as { idx?: unknown };
  return typeof idx === 'number' && idx > 0;
}

/**
 * spec 000 §2: back goes one step back in history; with the native-back
 * option it tells the host app to go back, unless the page was opened from
 * another H5 page, in which case it goes back in history.
 */
export function resolveBackAction(nativeBack: boolean, inAppHistory: boolean): BackAction {
  return nativeBack && !inAppHistory ? 'host' : 'history';
}
