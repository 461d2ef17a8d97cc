/**
 * react-router keeps the entry's position in `history.state.idx` (0 for the
 * page the app was opened on; it survives reloads). Anything else, including
 * a state written by another script, reads as unknown (null).
 */
export function historyIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  const { idx } = state as { idx: unknown };
  return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0 ? idx : null;
}
