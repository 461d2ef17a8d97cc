/**
 * The /directGoods batch selection, pure: which items are picked for a batch
 * return. Only items whose state allows a return can be picked (their `actions`
 * name askReturn), at most BATCH_LIMIT at once (the contract's 一次最多 50 件).
 */
export const BATCH_LIMIT = 50;

export interface Selectable {
  merchandiseId: number;
  actions: ReadonlyArray<{ action: string }>;
}

export function isReturnable(item: Selectable): boolean {
  return item.actions.some((entry) => entry.action === 'askReturn');
}

export type ToggleResult =
  | { ok: true; selected: readonly number[] }
  | { ok: false; selected: readonly number[]; message: string };

/** Picks or unpicks one item; refuses one that cannot be returned or one past the limit. */
export function toggleSelected(selected: readonly number[], item: Selectable): ToggleResult {
  if (selected.includes(item.merchandiseId)) {
    return { ok: true, selected: selected.filter((id) => id !== item.merchandiseId) };
  }
  if (!isReturnable(item)) return { ok: false, selected, message: '该商品当前不能退回' };
  if (selected.length >= BATCH_LIMIT) {
    return { ok: false, selected, message: `一次最多退回 ${BATCH_LIMIT} 件` };
  }
  return { ok: true, selected: [...selected, item.merchandiseId] };
}

/**
 * What stays picked once the list changed (a refetch, another tab): items still
 * shown and still returnable, in the order they were picked.
 */
export function keepSelectable(
  selected: readonly number[],
  items: readonly Selectable[],
): readonly number[] {
  const returnable = new Set(items.filter(isReturnable).map((item) => item.merchandiseId));
  const kept = selected.filter((id) => returnable.has(id));
  return kept.length === selected.length ? selected : kept;
}
