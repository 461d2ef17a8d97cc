/** spec 000 §2: pages slide left going forward and right going back. */
export type NavDirection = 'forward' | 'back' | 'none';

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/**
 * PUSH is forward, REPLACE swaps in place. A POP (browser/host back or
 * forward button, history.go) compares the router's history indexes; without
 * them it is most likely a back gesture.
 */
export function navigationDirection(
  kind: NavigationKind,
  previousIndex: number | null,
  nextIndex: number | null,
): NavDirection {
  if (kind === 'PUSH') return 'forward';
  if (kind === 'REPLACE') return 'none';
  if (previousIndex === null || nextIndex === null) return 'back';
  if (nextIndex < previousIndex) return 'back';
  return nextIndex > previousIndex ? 'forward' : 'none';
}
