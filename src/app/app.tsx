// antd-mobile's theme variables and base styles: the barrel that would bring them is
// treated as side-effect free (vite.config.ts), so the shell loads them once here.
import 'antd-mobile/es/global';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { appRoutes, toRouteObjects } from './routes';

const PAGES = toRouteObjects(appRoutes);
const APP_TREE: RouteObject[] = [{ element: <AppLayout routes={PAGES} />, children: PAGES }];

function AppRoutes() {
  return useRoutes(APP_TREE);
}

/**
 * The declarative router (BrowserRouter + useRoutes), not the data router
 * (createBrowserRouter): the app uses no loaders, actions or fetchers (pages
 * load their data through the query layer), and the data router's code was
 * about 16 KB gz of every route's cold start (issue 6 budget).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
