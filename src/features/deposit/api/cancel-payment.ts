import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { payCancel } from '../../../shared/contracts/margin-topup';

/**
 * pay/cancel: a money movement's cancellation is sent now or not at all
 * (networkMode 'always': never queued offline), once per tap (its key).
 */
export const payCancelChange = defineChange(payCancel, { networkMode: 'always' });

export function usePayCancel() {
  return useChange(payCancelChange);
}
