import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import {
  changeReservePrice,
  confirmReservePrice,
  updateOnShelfPrice,
} from '../../../shared/contracts/direct-goods-changes';
import { showAnswered } from './refresh-goods';

/**
 * The three price calls (idempotency 'required'). `networkMode: 'always'`: a
 * price is never queued offline to land later on a state that moved; offline
 * the sheet says so and disables its button. Page-only, so the shell stays light.
 */
const onSuccess = showAnswered;
export const PRICE_CHANGES = {
  confirmReserve: defineChange(confirmReservePrice, { networkMode: 'always', onSuccess }),
  changeReserve: defineChange(changeReservePrice, { networkMode: 'always', onSuccess }),
  updateShelfPrice: defineChange(updateOnShelfPrice, { networkMode: 'always', onSuccess }),
} as const;

export type PriceAction = keyof typeof PRICE_CHANGES;

/** One price action of one item: once per tap, busy while in flight. */
export function usePriceChange(action: PriceAction, merchandiseId: number) {
  return useChange(PRICE_CHANGES[action], {
    matches: (input) => input.merchandiseId === merchandiseId,
  });
}
