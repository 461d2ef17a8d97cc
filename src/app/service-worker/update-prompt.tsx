import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { serviceWorkerState } from './sw-state';

// antd-mobile's Dialog brings its animation layer (react-spring): off the first route.
const UpdateDialog = lazy(() => import('./update-dialog'));

/** Offered when a new service worker waits (registerType 'prompt'). */
export function UpdatePrompt() {
  const { waiting } = useSnapshot(serviceWorkerState);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog />
    </Suspense>
  );
}
