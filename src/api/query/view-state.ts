/**
 * What a screen shows for a query, decided in one pure place so every screen
 * behaves alike: a skeleton while the first answer is awaited, an error with
 * 重试 when there is nothing to show, the empty state, or the data, with the
 * offline notice when that data is the cached copy and the network is gone.
 */
export type ViewKind = 'loading' | 'error' | 'empty' | 'ready';

export interface ViewState {
  kind: ViewKind;
  /** The data shown is the last loaded copy and cannot be refreshed now. */
  offlineCached: boolean;
}

export interface QueryFacts {
  hasData: boolean;
  isEmpty: boolean;
  /** The last fetch failed (with or without older data). */
  isError: boolean;
  online: boolean;
  /** react-query's fetchStatus: 'paused' means it waits for the network. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

export function viewStateOf(facts: QueryFacts): ViewState {
  if (!facts.hasData) {
    // Offline with nothing cached: an error with 重试 says more than an endless skeleton.
    if (facts.isError || (!facts.online && facts.fetchStatus !== 'fetching')) {
      return { kind: 'error', offlineCached: false };
    }
    return { kind: 'loading', offlineCached: false };
  }
  return { kind: facts.isEmpty ? 'empty' : 'ready', offlineCached: !facts.online };
}
