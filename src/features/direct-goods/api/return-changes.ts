import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import {
  goodsReturn,
  goodsReturnBatch,
  serviceFeePay,
} from '../../../shared/contracts/direct-goods-changes';
import { refreshGoods } from './refresh-goods';

/**
 * Returns and the return fee (idempotency 'required'). The fee moves money
 * through the ledger, so it is never queued offline (`networkMode: 'always'`):
 * offline the button is disabled with a notice. A tap again after a lost answer
 * reuses the action's key, so the server pays once.
 */
const onSuccess = refreshGoods;
export const returnOneChange = defineChange(goodsReturn, { networkMode: 'always', onSuccess });
export const returnBatchChange = defineChange(goodsReturnBatch, {
  networkMode: 'always',
  onSuccess,
});
export const payReturnFeeChange = defineChange(serviceFeePay, {
  networkMode: 'always',
  onSuccess,
});

export const useReturnOne = () => useChange(returnOneChange);
export const useReturnBatch = () => useChange(returnBatchChange);
export const usePayReturnFee = () => useChange(payReturnFeeChange);
