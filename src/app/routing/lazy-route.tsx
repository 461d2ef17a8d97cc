import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithTimeout } from '../chunks/load-with-timeout';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import type { PageLoader } from './route-types';

function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  return lazy(() => loadWithTimeout(load));
}

/**
 * A route's page: its chunk loads on first render (120 s limit), inside its
 * own error boundary. Retry builds a fresh lazy component, because
 * React.lazy caches a rejected import forever.
 */
export function LazyRoute({ load }: { load: PageLoader }) {
  const [Page, setPage] = useState(() => lazyPage(load));
  return (
    <RouteErrorBoundary onRetry={() => setPage(() => lazyPage(load))}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
