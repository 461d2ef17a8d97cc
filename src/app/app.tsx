// antd-mobile's theme variables and base styles: the barrel that would bring them is
// treated as side-effect free (vite.config.ts), so the shell loads them once here.
import 'antd-mobile/es/global';
import { BrowserRouter } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { appRoutes } from './routes';
import { pageTable, type PageTable } from './routing/page-table';
import { RouteErrorBoundary } from './routing/route-error-boundary';

const PAGES = pageTable(appRoutes);

const reload = () => window.location.reload();

/**
 * The layout over the page table. Each page has its own error boundary (LazyRoute); this
 * one catches a crash of the shell around them (banner, update prompt), which would
 * otherwise leave a blank screen: its retry loads the app again.
 */
export function AppShell({ pages }: { pages: PageTable }) {
  return (
    <RouteErrorBoundary onRetry={reload}>
      <AppLayout pages={pages} />
    </RouteErrorBoundary>
  );
}

/**
 * The declarative router (BrowserRouter), not the data router (createBrowserRouter):
 * the app uses no loaders, actions or fetchers (pages load their data through the query
 * layer), and the data router's code was about 16 KB gz of every route's cold start
 * (issue 6 budget). Pages are found in the flat route table (routing/page-table.tsx).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppShell pages={PAGES} />
    </BrowserRouter>
  );
}
