import * as z from 'zod/mini';
import { queryInt } from '../../shared/contract-fields';
import type { BankUseType } from '../../shared/contracts/bank-wallet';

// Query strings are untrusted: anything unexpected falls back or says "not found".

/** `?useType=2` selects the 转出 tab; anything else is 转入. */
export function parseUseType(value: string | null): BankUseType {
  return value === '2' ? 2 : 1;
}

const cardIdParam = queryInt().check(z.positive());

/** `/bankDetail?id=…`: a positive integer, or null (the page shows 银行卡不存在). */
export function cardIdFromParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const result = cardIdParam.safeParse(value);
  return result.success && Number.isSafeInteger(result.data) ? result.data : null;
}
