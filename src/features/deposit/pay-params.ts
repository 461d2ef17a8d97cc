import { payNo } from '../../shared/contracts/payment-fields';

/** `?payNo=P…` from the address (untrusted): the payment number, or null (an error state). */
export function payNoFromParam(value: string | null): string | null {
  if (value === null) return null;
  const parsed = payNo.safeParse(value);
  return parsed.success ? parsed.data : null;
}
