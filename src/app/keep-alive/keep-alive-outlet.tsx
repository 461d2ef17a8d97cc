import { useRef, type ReactNode } from 'react';
import type { NavDirection } from '../navigation/direction';
import { rememberPage } from './keep-alive-cache';
import { KeepAlivePane } from './keep-alive-pane';

interface Props {
  /** Identity of the current page (path + search). */
  activeKey: string;
  /** The current route is flagged `keepAlive` in the route table. */
  keepAlive: boolean;
  direction: NavDirection;
  /** The current route's element (the router outlet). */
  children: ReactNode;
}

/**
 * spec 000 §2: some pages stay alive while navigating. Their elements are
 * kept rendered (hidden) after the user leaves, so state, form input and
 * scroll position are there on return; other pages unmount as usual.
 */
export function KeepAliveOutlet({ activeKey, keepAlive, direction, children }: Props) {
  const cache = useRef(new Map<string, ReactNode>());
  // Keeps the newest element for the active key; idempotent, so safe in render.
  if (keepAlive) rememberPage(cache.current, activeKey, children);

  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <KeepAlivePane key={key} active={keepAlive && key === activeKey} direction={direction}>
          {element}
        </KeepAlivePane>
      ))}
      {!keepAlive && (
        <KeepAlivePane key={activeKey} active direction={direction}>
          {children}
        </KeepAlivePane>
      )}
    </>
  );
}
