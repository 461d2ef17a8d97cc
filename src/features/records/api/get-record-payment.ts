import { defineRecord } from '../../../api/query/define-record';
import { addMarginPayResult } from '../../../shared/contracts/margin-topup';

/**
 * The payment behind a record (its payNo): the platform's payment result call
 * answers any of the caller's payments, whatever its kind (a margin top-up, a
 * wallet recharge or withdrawal), with its card, fee and what arrived.
 */
export const recordPayment = defineRecord(addMarginPayResult);

export function useRecordPayment(payNo: string) {
  return recordPayment.use({ payNo });
}
