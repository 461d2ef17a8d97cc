import { useState, type CSSProperties } from 'react';
import {
  matchRoutes,
  useLocation,
  useNavigationType,
  useOutlet,
  type RouteObject,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { readStatusBarHeight } from '../components/nav-header/status-bar-height';
import { appState } from '../store/app-state';
import { KeepAliveOutlet } from './keep-alive/keep-alive-outlet';
import { useNavigationDirection } from './navigation/use-navigation-direction';
import { useRouteChangeEffects } from './navigation/use-route-change-effects';
import { OfflineBanner } from './offline-banner';
import { isRouteHandle } from './routing/route-types';
import { UpdatePrompt } from './service-worker/update-prompt';
import styles from './app-layout.module.css';

/** The shell around every page: offline banner, animated keep-alive outlet, update prompt. */
export function AppLayout({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  // The page route's handle (keepAlive), matched here: useMatches needs the data router.
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as unknown;
  const direction = useNavigationDirection();
  useRouteChangeEffects();
  const { netWork } = useSnapshot(appState);
  const [statusBarHeight] = useState(readStatusBarHeight);
  const shellStyle = { '--shell-status-bar-height': statusBarHeight } as CSSProperties;

  return (
    <div className={styles.shell} style={shellStyle} data-offline={netWork ? undefined : ''}>
      <OfflineBanner />
      <main className={styles.viewport}>
        <KeepAliveOutlet
          location={location}
          navigationType={navigationType}
          keepAlive={isRouteHandle(handle) && handle.keepAlive}
          direction={direction}
        >
          {outlet}
        </KeepAliveOutlet>
      </main>
      <UpdatePrompt />
    </div>
  );
}
