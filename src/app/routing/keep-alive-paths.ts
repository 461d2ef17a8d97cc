/**
 * spec 000 §2: pages that stay alive while navigating. Routes for them are
 * added by their areas' issues and must carry `keepAlive: true`; a unit test
 * holds the route table to this list.
 */
export const KEEP_ALIVE_PATHS: ReadonlySet<string> = new Set([
  '/directOrder',
  '/bankAdd',
  '/directGoods',
  '/financialDetails',
  '/directOrderDetail',
  '/userFissionRegistration',
  '/depositVerifyPhone',
]);
