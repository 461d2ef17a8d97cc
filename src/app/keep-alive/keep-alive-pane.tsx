import { memo, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import type { NavDirection } from '../navigation/direction';
import { PageActiveContext } from '../../components/page-activity/page-activity';
import styles from './keep-alive.module.css';

interface Props {
  active: boolean;
  direction: NavDirection;
  /** The address this page was shown at; hooks inside read it, not the live one. */
  location: Location;
  /** How `location` was reached (PUSH, POP, REPLACE), frozen with it. */
  navigationType: NavigationType;
  children: ReactNode;
}

const ENTER_CLASS: Record<NavDirection, string> = {
  forward: styles.enterForward ?? '',
  back: styles.enterBack ?? '',
  none: '',
};

/**
 * One page's scroll container. Hidden panes stay mounted (their React state
 * and DOM form values survive); the scroll offset is recorded while scrolling
 * because a `display: none` box reports 0, and restored when shown again.
 *
 * The router's outlet element already carries its own route match (params),
 * but `useLocation` / `useSearchParams` read the live LocationContext. Each
 * pane re-provides that context with its own frozen location, so a hidden
 * `/directOrderDetail?id=1` keeps reading id 1 while `?id=2` is in front.
 * Memoised: a hidden pane (stable element, stable location) does not
 * re-render when other pages navigate.
 */
export const KeepAlivePane = memo(function KeepAlivePane({
  active,
  direction,
  location,
  navigationType,
  children,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  const locationContext = useMemo(() => ({ location, navigationType }), [location, navigationType]);

  useLayoutEffect(() => {
    if (active && ref.current) ref.current.scrollTop = scrollTop.current;
  }, [active]);

  return (
    <div
      ref={ref}
      className={`${styles.pane} ${active ? ENTER_CLASS[direction] : ''}`}
      hidden={!active}
      aria-hidden={!active}
      data-keep-alive-pane=""
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      <PageActiveContext.Provider value={active}>
        <LocationContext.Provider value={locationContext}>{children}</LocationContext.Provider>
      </PageActiveContext.Provider>
    </div>
  );
});
