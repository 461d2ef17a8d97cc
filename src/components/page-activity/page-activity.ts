import { createContext, useContext } from 'react';

/** True while the page is the one in front; kept-alive pages read false while hidden. */
export const PageActiveContext = createContext(true);

/**
 * Whether this page is the one in front. A kept-alive page stays mounted while
 * hidden, and React 18 keeps its effects running, so anything that polls,
 * subscribes or refetches should stop while this is false, e.g.
 * `useEffect(() => { if (!active) return; const id = setInterval(poll, 5000); return () => clearInterval(id); }, [active])`
 * or react-query's `useQuery({ ..., subscribed: active })`. Pages outside the
 * keep-alive cache are always active.
 */
export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
