import * as z from 'zod/mini';
import { orderDelivery, type EXPRESS_COMPANIES } from '../../shared/contracts/seller-order';

export const expressDraft = z.object({ expressCompany: z.string(), expressNo: z.string() });
export type ExpressDraft = z.infer<typeof expressDraft>;
export type ExpressInput = z.infer<typeof orderDelivery.input>;
export type ExpressCompany = (typeof EXPRESS_COMPANIES)[number];

export const EMPTY_EXPRESS: ExpressDraft = { expressCompany: '', expressNo: '' };

/** The typed company and number checked by the contract (delivery and express/update share it). */
export function expressInput(
  orderId: number,
  draft: ExpressDraft,
): { ok: true; input: ExpressInput } | { ok: false; message: string } {
  const result = orderDelivery.input.safeParse({
    orderId,
    expressCompany: draft.expressCompany,
    expressNo: draft.expressNo.trim(),
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '请填写快递信息' };
}
