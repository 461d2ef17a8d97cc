import { lazy, Suspense, type ComponentProps } from 'react';

// The confirm sheet (with the change machinery) loads on the first 取消订单 tap: a
// user action, not the first paint, so it stays out of the route's cold start.
const CancelSheetPart = lazy(() => import('./cancel-sheet'));

/** Mounted once an order was picked: nothing of it loads for a seller who never cancels. */
export function LazyCancelSheet(props: ComponentProps<typeof CancelSheetPart>) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={null}>
      <CancelSheetPart {...props} />
    </Suspense>
  );
}
