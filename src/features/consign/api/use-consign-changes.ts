import { useChange } from '../../../api/query/use-change';
import {
  createOrderChange,
  deliveryChange,
  expressUpdateChange,
  insertItemChange,
} from './order.change';
import { clearSearchChange, deleteSearchChange, saveSearchChange } from './search-history.change';
import { submitEvaluationChange } from './submit-evaluation.change';

// The hooks of the consignment changes, out of the boot's .change.ts files (useMutation
// stays off the shell). `matches` makes a change queued offline for the same target
// keep this screen's button busy, so it cannot be queued twice.

export const useSaveSearch = () => useChange(saveSearchChange);
export const useDeleteSearch = () => useChange(deleteSearchChange);
export const useClearSearch = () => useChange(clearSearchChange, { matches: () => true });

export function useSubmitEvaluation(productId: number) {
  return useChange(submitEvaluationChange, { matches: (input) => input.productId === productId });
}

export function useCreateOrder(evaluationId: number) {
  return useChange(createOrderChange, {
    matches: (input) => input.evaluationIds.includes(evaluationId),
  });
}

export function useInsertItem(evaluationId: number) {
  return useChange(insertItemChange, { matches: (input) => input.evaluationId === evaluationId });
}

export function useDelivery(orderId: number) {
  return useChange(deliveryChange, { matches: (input) => input.orderId === orderId });
}

export function useExpressUpdate(orderId: number) {
  return useChange(expressUpdateChange, { matches: (input) => input.orderId === orderId });
}
