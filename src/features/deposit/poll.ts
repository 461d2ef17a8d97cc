import type { PaymentStatusValue } from '../../shared/contracts/payment-fields';

/** How often a pending payment is asked again (the bank settles in seconds). */
export const PAYMENT_POLL_MS = 1_500;

/** react-query's refetchInterval of a payment's result: poll while PENDING only. */
export function pollWhilePending(status: PaymentStatusValue | undefined): number | false {
  return status === 'PENDING' ? PAYMENT_POLL_MS : false;
}
