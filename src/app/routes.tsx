import type { AppRoute } from './routing/route-types';

/**
 * The lazy route table (spec 000 §2). Each area's issue adds its routes here;
 * pages spec 000 §2 lists as staying alive carry `keepAlive: true` (this row
 * is the flag's only home; tests/unit/app/route-table.test.ts holds the table
 * to the spec's list). Every page is its own chunk. Spec paths without a row
 * reach the catch-all, which says 还未开放 (routing/spec-routes.ts).
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', load: () => import('../features/home/pages/home-page') },
  { path: '/banks', load: () => import('../features/funds/pages/banks-page') },
  { path: '/bankDetail', load: () => import('../features/funds/pages/bank-detail-page') },
  // Cards and records (issue 17)
  {
    path: '/bankAdd',
    load: () => import('../features/records/pages/bank-add-page'),
    keepAlive: true,
  },
  {
    path: '/bankCardSelectList',
    load: () => import('../features/records/pages/bank-card-select-page'),
  },
  {
    path: '/financialDetails',
    load: () => import('../features/records/pages/financial-details-page'),
    keepAlive: true,
  },
  {
    path: '/particularsDetails',
    load: () => import('../features/records/pages/particulars-details-page'),
  },
  {
    path: '/secondParticularsDetails',
    load: () => import('../features/records/pages/second-particulars-page'),
  },
  {
    path: '/refundRecordDetailList',
    load: () => import('../features/records/pages/refund-records-page'),
  },
  { path: '/fundsTurnover', load: () => import('../features/records/pages/funds-turnover-page') },
  {
    path: '/fundsDetailsExport',
    load: () => import('../features/records/pages/funds-export-page'),
  },
  // Rules, articles, downloads (issue 9)
  { path: '/rules', load: () => import('../features/rules/pages/rules-page') },
  { path: '/rulesDetail', load: () => import('../features/rules/pages/rules-detail-page') },
  {
    path: '/platformServiceProtocol',
    load: () => import('../features/rules/pages/platform-service-protocol-page'),
  },
  {
    path: '/userPrivateProtocol',
    load: () => import('../features/rules/pages/user-private-protocol-page'),
  },
  { path: '/rateRules', load: () => import('../features/rules/pages/rate-rules-page') },
  {
    path: '/directSellerRuls',
    load: () => import('../features/rules/pages/direct-seller-rules-page'),
  },
  { path: '/leval', load: () => import('../features/rules/pages/level-page') },
  { path: '/articleDetails', load: () => import('../features/rules/pages/article-details-page') },
  {
    path: '/articleVersionRecord',
    load: () => import('../features/rules/pages/article-version-record-page'),
  },
  { path: '/download', load: () => import('../features/rules/pages/download-page') },
  { path: '/youmengShareLink', load: () => import('../features/rules/pages/share-link-page') },
  // Bidder lists, login and registration (issue 9); /auctionList and /login are not in
  // spec 000 §2, which lists no auction-list or login screen: the standalone PWA needs them.
  { path: '/auctionList', load: () => import('../features/auction/pages/auction-list-page') },
  { path: '/login', load: () => import('../features/account/pages/login-page') },
  {
    path: '/userFissionRegistration',
    load: () => import('../features/account/pages/registration-page'),
    keepAlive: true,
  },
  // Funds I: the margin (deposit) account and its payments (issue 15)
  { path: '/deposit', load: () => import('../features/deposit/pages/deposit-page') },
  { path: '/depositCharge', load: () => import('../features/deposit/pages/deposit-charge-page') },
  { path: '/payResult', load: () => import('../features/deposit/pages/pay-result-page') },
  {
    path: '/transPayDetail',
    load: () => import('../features/deposit/pages/trans-pay-detail-page'),
  },
  // /depositDraw and /wonLots are not in spec 000 §2 (it names no margin-withdrawal or
  // won-lot screen, only their calls): pages of the deposit feature, reached from /deposit.
  { path: '/depositDraw', load: () => import('../features/deposit/pages/deposit-draw-page') },
  { path: '/wonLots', load: () => import('../features/deposit/pages/won-lots-page') },
  {
    path: '/depositSettingPwd',
    load: () => import('../features/deposit/pages/deposit-setting-pwd-page'),
  },
  {
    path: '/depositVerifyPhone',
    load: () => import('../features/deposit/pages/deposit-verify-phone-page'),
    keepAlive: true,
  },
  // Goods release (issue 16): spec 000 §2 keeps "several goods-release pages" alive.
  {
    path: '/goodsRelease',
    load: () => import('../features/release/pages/goods-release-page'),
    keepAlive: true,
  },
  {
    path: '/goodsReleasePhotos',
    load: () => import('../features/release/pages/goods-release-photos-page'),
    keepAlive: true,
  },
  // The bank wallet's screens (issue 17 Funds II)
  { path: '/myWallet', load: () => import('../features/wallet/pages/my-wallet-page') },
  { path: '/accountSelect', load: () => import('../features/wallet/pages/account-select-page') },
  { path: '/accountOpen', load: () => import('../features/wallet/pages/account-open-page') },
  {
    path: '/sellerWalletRecharge',
    load: () => import('../features/wallet/pages/seller-wallet-recharge-page'),
  },
  {
    path: '/quickpayVerificationCode',
    load: () => import('../features/wallet/pages/quickpay-verification-code-page'),
  },
  { path: '/withdrawCash', load: () => import('../features/wallet/pages/withdraw-cash-page') },
  {
    path: '/fundsTransferIn',
    load: () => import('../features/wallet/pages/funds-transfer-in-page'),
  },
  {
    path: '/fundsTransferOut',
    load: () => import('../features/wallet/pages/funds-transfer-out-page'),
  },
  {
    path: '/transferSuccess',
    load: () => import('../features/wallet/pages/transfer-success-page'),
  },
  {
    path: '/fundsTransferResult',
    load: () => import('../features/wallet/pages/funds-transfer-result-page'),
  },
  {
    path: '/transferResult',
    load: () => import('../features/wallet/pages/transfer-result-page'),
  },
  // Seller I: consignment, from picking a phone to a shipped order (issue 16)
  { path: '/consignPick', load: () => import('../features/consign/pages/consign-pick-page') },
  { path: '/consignSearch', load: () => import('../features/consign/pages/consign-search-page') },
  {
    path: '/consignEvaluate',
    load: () => import('../features/consign/pages/consign-evaluate-page'),
  },
  { path: '/consignOrder', load: () => import('../features/consign/pages/consign-order-page') },
  {
    path: '/directOrderDelivery',
    load: () => import('../features/consign/pages/direct-order-delivery-page'),
  },
  {
    path: '/logisticsTrack',
    load: () => import('../features/consign/pages/logistics-track-page'),
  },
  // Seller II: the direct-sale orders (issue 18); both stay alive (spec 000 §2)
  {
    path: '/directOrder',
    load: () => import('../features/direct-order/pages/direct-order-page'),
    keepAlive: true,
  },
  {
    path: '/directOrderDetail',
    load: () => import('../features/direct-order/pages/direct-order-detail-page'),
    keepAlive: true,
  },
  // Seller II: the direct-sale search (issue 18)
  {
    path: '/directSearchPage',
    load: () => import('../features/direct-search/pages/direct-search-page'),
  },
  // The seller's other pages (issue 18, spec 000 §2 "Other")
  {
    path: '/applyForRetesting',
    load: () => import('../features/seller-pages/pages/apply-for-retesting-page'),
  },
  {
    path: '/corporateQualifications',
    load: () => import('../features/seller-pages/pages/corporate-qualifications-page'),
  },
  {
    path: '/openPermission',
    load: () => import('../features/seller-pages/pages/open-permission-page'),
  },
  {
    path: '/infoCollectionList',
    load: () => import('../features/seller-pages/pages/info-collection-list-page'),
  },
  {
    path: '/xiaodangDetectionPrivacy',
    load: () => import('../features/seller-pages/pages/xiaodang-detection-privacy-page'),
  },
  {
    path: '/xiaodangDetectionPermission',
    load: () => import('../features/seller-pages/pages/xiaodang-detection-permission-page'),
  },
  // Seller II: the direct-sale goods (issue 18); spec 000 §2 keeps /directGoods alive.
  {
    path: '/directGoods',
    load: () => import('../features/direct-goods/pages/direct-goods-page'),
    keepAlive: true,
  },
  {
    path: '/directGoodsDetail',
    load: () => import('../features/direct-goods/pages/direct-goods-detail-page'),
  },
  { path: '*', load: () => import('./pages/not-found-page') },
];
