/**
 * The routes the bench loads, as a logged-in seller (the heaviest first
 * screens: user card and bank lists). Each waits for text only the route's
 * data shows: the seller's first transfer-in card, by its seeded bank name.
 * Routes not built yet show the catch-all's 页面暂未开放 and are reported so.
 */
import { DEMO_BANK_CARDS } from '../../server/db/seed/bank-cards-data';
import { DEMO_USERS } from '../../server/db/seed/users-data';

const sellerCardIndex = DEMO_BANK_CARDS.findIndex(
  (card) => card.userId === DEMO_USERS.seller.id && card.useType === 1,
);
const sellerCard = DEMO_BANK_CARDS[sellerCardIndex];
if (sellerCard === undefined) throw new Error('the seed has no transfer-in card of the seller');
// The seed inserts the cards in this order into a fresh database: ids follow it from 1.
const sellerCardId = sellerCardIndex + 1;

export interface RouteTarget {
  route: string;
  contentText: string;
}

export const BENCH_ROUTES: readonly RouteTarget[] = [
  { route: '/', contentText: sellerCard.bankName },
  { route: '/banks', contentText: sellerCard.bankName },
  { route: `/bankDetail?id=${sellerCardId}`, contentText: sellerCard.bankName },
];
