import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { NavDirection } from '../navigation/direction';
import styles from './keep-alive.module.css';

interface Props {
  active: boolean;
  direction: NavDirection;
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
 */
export function KeepAlivePane({ active, direction, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);

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
      {children}
    </div>
  );
}
