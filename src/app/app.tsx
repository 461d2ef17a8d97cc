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
