import { useState, type CSSProperties } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { readStatusBarHeight } from '../components/nav-header/status-bar-height';
import { appState } from '../store/app-state';
import { KeepAliveOutlet } from './keep-alive/keep-alive-outlet';
import { useNavigationDirection } from './navigation/use-navigation-direction';
import { useRouteChangeEffects } from './navigation/use-route-change-effects';
import { OfflineBanner } from './offline-banner';
import type { PageTable } from './routing/page-table';
import { UpdatePrompt } from './service-worker/update-prompt';
import styles from './app-layout.module.css';

/** The shell around every page: offline banner, animated keep-alive outlet, update prompt. */
export function AppLayout({ pages }: { pages: PageTable }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const page = pages.pageFor(location.pathname);
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
          keepAlive={page.keepAlive}
          direction={direction}
        >
          {page.element}
        </KeepAliveOutlet>
      </main>
      <UpdatePrompt />
    </div>
  );
}
