import { defineRecord } from '../../../api/query/define-record';
import { bankDetail } from '../../../shared/contracts/bank-wallet';

/** One card's detail (key: [bankDetail.path, 'record', { cardId }]). */
export const bankDetailRecord = defineRecord(bankDetail);

/** /bankDetail: one card, with the shared loading / error / offline states. */
export function useBankDetail(cardId: number) {
  return bankDetailRecord.use({ cardId });
}
