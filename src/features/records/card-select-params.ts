import type { BankUseType } from '../../shared/contracts/bank-wallet';
import { safeRedirectPath } from '../../lib/query-param';

// /bankCardSelectList?useType=&returnTo=: query strings are untrusted.

/** `?useType=1|2`; anything else is refused (null: the page shows an error). */
export function parseUseTypeParam(value: string | null): BankUseType | null {
  if (value === '1') return 1;
  if (value === '2') return 2;
  return null;
}

/**
 * `?returnTo=`: a same-app path (one leading '/', never '//', no backslash), so
 * picking a card can never send the token-bearing app to another origin.
 */
export function parseReturnTo(value: string | null): string | null {
  return safeRedirectPath(value);
}

/** returnTo with `cardId=<id>` set (replacing one already there), hash kept. */
export function withCardId(returnTo: string, cardId: number): string {
  const url = new URL(returnTo, 'http://app.invalid');
  url.searchParams.set('cardId', String(cardId));
  return `${url.pathname}${url.search}${url.hash}`;
}
