import * as z from 'zod/mini';
import { queryInt } from '../../shared/contract-fields';

const itemIdParam = queryInt().check(z.positive());

/** `?itemId=…` of the goods-release pages: a positive integer, or null (an error state). */
export function itemIdFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const result = itemIdParam.safeParse(value);
  return result.success && Number.isSafeInteger(result.data) ? result.data : null;
}
