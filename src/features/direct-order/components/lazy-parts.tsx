import { lazy, Suspense, type ComponentProps } from 'react';
import styles from '../direct-order.module.css';

// Route budget (screens.md): the confirm sheet (with the change machinery) loads on the
// first 取消订单 tap, and the filter bar beside the first page of orders, not before it.
const CancelSheetPart = lazy(() => import('./cancel-sheet'));
const OrderFiltersPart = lazy(() => import('./order-filters'));

/** Mounted once an order was picked: nothing of it loads for a seller who never cancels. */
export function LazyCancelSheet(props: ComponentProps<typeof CancelSheetPart>) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={null}>
      <CancelSheetPart {...props} />
    </Suspense>
  );
}

/** The filter bar; its slot keeps its height while it loads, so the list does not jump. */
export function LazyOrderFilters(props: ComponentProps<typeof OrderFiltersPart>) {
  return (
    <Suspense
      fallback={<div className={`${styles.filters} ${styles.filterSlot}`} aria-busy="true" />}
    >
      <OrderFiltersPart {...props} />
    </Suspense>
  );
}
