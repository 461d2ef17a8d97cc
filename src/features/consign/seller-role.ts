import { positiveIntParam } from '../../lib/query-param';
import { readItem, STORAGE_KEYS } from '../../lib/storage';

/** spec 000 §3: the sellerId the app stored from the page address; null for a visitor or bidder. */
export function storedSellerId(read: (key: string) => string | null = readItem): number | null {
  return positiveIntParam(read(STORAGE_KEYS.sellerId));
}

export function hasSellerId(): boolean {
  return storedSellerId() !== null;
}
