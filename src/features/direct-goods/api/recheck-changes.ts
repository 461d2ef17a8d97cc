import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { reDetectReq, referPriceFeedback } from '../../../shared/contracts/direct-goods-changes';
import { refreshGoods, showAnswered } from './refresh-goods';

/** 申请复检 and the reference-price feedback: sent online only (see price-changes.ts). */
export const askRecheckChange = defineChange(reDetectReq, {
  networkMode: 'always',
  onSuccess: showAnswered,
});

export const priceFeedbackChange = defineChange(referPriceFeedback, {
  networkMode: 'always',
  onSuccess: (client) => refreshGoods(client),
});

export function useAskRecheck(merchandiseId: number) {
  return useChange(askRecheckChange, { matches: (input) => input.merchandiseId === merchandiseId });
}

export function usePriceFeedback(merchandiseId: number) {
  return useChange(priceFeedbackChange, {
    matches: (input) => input.merchandiseId === merchandiseId,
  });
}
