import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app (`/rulesDetail?id=3`), resolved as react-router's Link resolves it. */
  to: string;
  replace?: boolean;
}

/**
 * A link to a page of the app: a real <a href> (long press, open in a new tab) whose plain
 * tap navigates inside the app, exactly as react-router's Link does for an in-app path.
 * Not Link itself: its framework-mode prefetching and external-URL handling (data routers,
 * React Server Components) are bundled with it and sat in vendor-react on every route's cold
 * start, about 2 KB gz the app never runs (issue 13 §6 route budget). Lint forbids Link.
 */
export function AppLink({ to, replace, target, onClick, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
