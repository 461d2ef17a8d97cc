import type { ViewKind } from '../../api/query/view-state';

/**
 * Who may open a seller page (spec 000 §2/§3), decided in one pure place:
 * - `visitor`: no token, nobody to ask about;
 * - `seller` / `not-seller`: the user's own sellerId once the user is known. The role
 *   is passed in the page address (sellerId, stored at boot), but a seller who logged in
 *   here (the installed PWA) has none there, and a stale one is refused by the server;
 * - while the user is being looked up, or cannot be (a first start offline), the address's
 *   sellerId decides: the page opens at once for the native app's seller, without waiting;
 * - `checking` / `unknown`: without one, a loading state, then an error with 重试.
 */
export type SellerAccess = 'visitor' | 'seller' | 'not-seller' | 'checking' | 'unknown';

export interface SellerFacts {
  hasToken: boolean;
  /** The known user's sellerId (null: not a seller); undefined while the user is unknown. */
  userSellerId: number | null | undefined;
  /** The user lookup's state (src/api/query/view-state.ts). */
  lookup: ViewKind;
  /** The sellerId of the page address, stored at boot; null without one. */
  storedSellerId: number | null;
}

export function sellerAccess(facts: SellerFacts): SellerAccess {
  if (!facts.hasToken) return 'visitor';
  if (facts.userSellerId !== undefined)
    return facts.userSellerId !== null ? 'seller' : 'not-seller';
  if (facts.storedSellerId !== null) return 'seller';
  return facts.lookup === 'error' ? 'unknown' : 'checking';
}
