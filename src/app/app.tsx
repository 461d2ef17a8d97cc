// antd-mobile's theme variables and base styles: the barrel that would bring them is
// treated as side-effect free (vite.config.ts), so the shell loads them once here.
import 'antd-mobile/es/global';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { appRoutes, toRouteObjects } from './routes';

function createAppRouter() {
  return createBrowserRouter([{ element: <AppLayout />, children: toRouteObjects(appRoutes) }]);
}

export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
