// antd-mobile's theme variables and base styles: the barrel that would bring them is
// treated as side-effect free (vite.config.ts), so the shell loads them once here.
import 'antd-mobile/es/global';
import { BrowserRouter } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { appRoutes } from './routes';
import { pageTable } from './routing/page-table';

const PAGES = pageTable(appRoutes);

/**
 * The declarative router (BrowserRouter), not the data router (createBrowserRouter):
 * the app uses no loaders, actions or fetchers (pages load their data through the query
 * layer), and the data router's code was about 16 KB gz of every route's cold start
 * (issue 6 budget). Pages are found in the flat route table (routing/page-table.tsx).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppLayout pages={PAGES} />
    </BrowserRouter>
  );
}
