import type { Area } from '../kit/area';
import { auctionListsArea } from './auction-lists/plugin';
import { bankWalletArea } from './bank-wallet/plugin';
import { logisticsArea } from './logistics/plugin';
import { marginArea } from './margin/plugin';
import { marginDrawArea } from './margin-draw/plugin';
import { marginTopUpArea } from './margin-topup/plugin';
import { orderPaymentsArea } from './order-payments/plugin';
import { registrationArea } from './registration/plugin';
import { rulesArticlesArea } from './rules-articles/plugin';
import { sellerEvaluationArea } from './seller-evaluation/plugin';
import { searchHistoryArea } from './seller-evaluation/search-history';
import { sellerOrderArea } from './seller-order/plugin';
import { sellerOtherPagesArea } from './seller-other-pages/plugin';
import { sellerPublishChecksArea } from './seller-publish/checks';
import { sellerPictureArea } from './seller-publish/pictures';
import { sellerPublishArea } from './seller-publish/plugin';
import { userArea } from './user/plugin';
// Seller II: the direct-sale seller area.
import { directGoodsArea, directGoodsChangesArea } from './direct-goods/plugin';
import { directReturnsArea } from './direct-goods/returns';
import { directOrderArea } from './direct-order/plugin';
import { directPagesArea } from './direct-pages/plugin';
// Funds II: the bank wallet.
import { fundRecordsArea } from './fund-records/plugin';
import { walletArea } from './wallet/plugin';
import { walletCardsArea } from './wallet-cards/plugin';
import { walletRechargeArea } from './wallet-recharge/plugin';
import { walletTransfersArea } from './wallet-transfers/plugin';
import { walletWithdrawArea } from './wallet-withdraw/plugin';

/**
 * Every area of the business API, one line each (server/areas/<area>/plugin.ts).
 * A hand list, kept honest by tests/unit/server/contract-walk.test.ts: an area
 * left out here leaves its contracts without routes, and that test fails.
 */
export const AREAS: readonly Area[] = [
  userArea,
  bankWalletArea,
  rulesArticlesArea,
  auctionListsArea,
  registrationArea,
  logisticsArea,
  marginArea,
  marginTopUpArea,
  marginDrawArea,
  orderPaymentsArea,
  sellerEvaluationArea,
  searchHistoryArea,
  sellerOrderArea,
  sellerPublishArea,
  sellerPublishChecksArea,
  sellerPictureArea,
  // Seller II: the direct-sale seller area.
  directOrderArea,
  directGoodsArea,
  directGoodsChangesArea,
  directReturnsArea,
  directPagesArea,
  sellerOtherPagesArea,
  // Funds II: the bank wallet.
  walletArea,
  walletCardsArea,
  walletRechargeArea,
  walletWithdrawArea,
  walletTransfersArea,
  fundRecordsArea,
];
