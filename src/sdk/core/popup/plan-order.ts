/** spec 001 §9 plan order: which of several passing plans is shown. */
import type { Plan } from './types';

function comparePlanIds(a: number | string, b: number | string): number {
  const na = typeof a === 'number' ? a : Number(a);
  const nb = typeof b === 'number' ? b : Number(b);
  if (
    String(a).trim() !== '' &&
    String(b).trim() !== '' &&
    Number.isFinite(na) &&
    Number.isFinite(nb)
  ) {
    return nb - na;
  }
  return String(b) < String(a) ? -1 : String(b) > String(a) ? 1 : 0;
}

/** spec 001 §9: absolute_priority descending, then plan_id descending. */
export function comparePlans(a: Plan, b: Plan): number {
  const pa = a.absolute_priority ?? 0;
  const pb = b.absolute_priority ?? 0;
  return pb !== pa ? pb - pa : comparePlanIds(a.plan_id, b.plan_id);
}
