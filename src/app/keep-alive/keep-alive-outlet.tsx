import { useRef, type ReactNode } from 'react';
import type { Location, NavigationType } from 'react-router-dom';
import type { NavDirection } from '../navigation/direction';
import { KEEP_ALIVE_LIMIT, rememberPage } from './keep-alive-cache';
import { KeepAlivePane } from './keep-alive-pane';

interface Props {
  /** The live location; its path + search identify the page. */
  location: Location;
  navigationType: NavigationType;
  /** The current route is flagged `keepAlive` in the route table (its only home). */
  keepAlive: boolean;
  direction: NavDirection;
  /** Most kept pages mounted at once (LRU); defaults to KEEP_ALIVE_LIMIT. */
  limit?: number;
  /** The current route's element (the router outlet). */
  children: ReactNode;
}

interface KeptPage {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

export function pageKey(location: Location): string {
  return location.pathname + location.search;
}

/**
 * spec 000 §2: some pages stay alive while navigating. Their elements are
 * kept rendered (hidden) after the user leaves, each under the location it
 * was shown at, so state, form input, scroll position and its own query are
 * there on return; other pages unmount as usual. At most `limit` kept pages
 * stay mounted: the least recently shown one unmounts first.
 */
export function KeepAliveOutlet({
  location,
  navigationType,
  keepAlive,
  direction,
  limit = KEEP_ALIVE_LIMIT,
  children,
}: Props) {
  const cache = useRef(new Map<string, KeptPage>());
  const activeKey = pageKey(location);
  // Keeps the newest element for the active key; idempotent, so safe in render.
  if (keepAlive) {
    rememberPage(cache.current, activeKey, { element: children, location, navigationType }, limit);
  }

  return (
    <>
      {[...cache.current].map(([key, page]) => {
        const active = keepAlive && key === activeKey;
        return (
          <KeepAlivePane
            key={key}
            active={active}
            // A hidden pane gets constant props so its memo holds.
            direction={active ? direction : 'none'}
            location={page.location}
            navigationType={page.navigationType}
          >
            {page.element}
          </KeepAlivePane>
        );
      })}
      {!keepAlive && (
        <KeepAlivePane
          key={activeKey}
          active
          direction={direction}
          location={location}
          navigationType={navigationType}
        >
          {children}
        </KeepAlivePane>
      )}
    </>
  );
}
