import type * as z from 'zod/mini';
import { ApiError } from '../../../api/api-error';
import { callRaw } from '../../../api/call';
import { defineRecord } from '../../../api/query/define-record';
import {
  addMarginBeforeValid,
  paymentChannelInfoQuery,
  paymentMethodQuery,
  topUpLimits,
} from '../../../shared/contracts/margin-topup';

type Limits = z.infer<typeof topUpLimits>;

/**
 * add/margin/before/valid is raw (spec 000 §7): a refusal is an answer, not an
 * error, and its data carries the limits with the reason; the page shows it.
 */
async function fetchLimits(input: { amountCents?: number }): Promise<Limits> {
  const answer = await callRaw(addMarginBeforeValid, input);
  if (answer.ok && answer.data) return answer.data;
  const limits = topUpLimits.safeParse(answer.data);
  if (limits.success) return limits.data;
  throw new ApiError(answer.msg || '暂不能充值', 'business', { code: answer.code });
}

export const topUpLimitsRecord = defineRecord(addMarginBeforeValid, { fetch: fetchLimits });
export const paymentMethodsRecord = defineRecord(paymentMethodQuery);
export const paymentChannelsRecord = defineRecord(paymentChannelInfoQuery);

export function useTopUpLimits() {
  return topUpLimitsRecord.use({});
}

export function useTopUpMethods() {
  return paymentMethodsRecord.use({ scene: 'MARGIN_TOPUP' });
}

export function usePaymentChannels() {
  return paymentChannelsRecord.use({});
}
