import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from './routing/lazy-route';
import type { AppRoute, RouteHandle } from './routing/route-types';

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
  { path: '*', load: () => import('./pages/not-found-page') },
];

export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const handle: RouteHandle = { keepAlive: route.keepAlive === true };
    return {
      path: route.path,
      handle,
      element: <LazyRoute load={route.load} />,
    };
  });
}
