import { endpointQueryOptions, useDetailQuery } from '../../../api/query/use-detail-query';
import { bankDetail } from '../../../shared/contracts/bank-wallet';

/** The query of one card's detail (key: [bankDetail.path, { cardId }]). */
export function bankDetailOptions(cardId: number) {
  return endpointQueryOptions(bankDetail, { cardId });
}

/** /bankDetail: one card, with the shared loading / error / offline states. */
export function useBankDetail(cardId: number) {
  return useDetailQuery(bankDetailOptions(cardId));
}
