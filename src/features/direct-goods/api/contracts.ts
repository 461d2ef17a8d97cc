import type * as Goods from '../../../shared/contracts/direct-goods';
import type * as Logistics from '../../../shared/contracts/logistics';

/**
 * Route budget (screens.md): the goods contracts load beside the page's first
 * paint, not before it: the download starts when the page's chunk runs, and each
 * fetcher waits for it. The caches' keys need only the paths, written here once;
 * a unit test holds them to the contracts (tests/unit/features/direct-goods/).
 */
const D = '/api/dh/seller/direct/merchandise';
export const GOODS_PATHS = {
  list: `${D}/list`,
  total: `${D}/total`,
  detail: `${D}/detail`,
  referPrice: `${D}/referPriceByMerchandiseId`,
  unpaidFee: '/api/dh/auction/logistics/direct/unpaid/fee',
} as const;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  // A failed load is forgotten, so the next fetch tries again.
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export const goodsContracts: () => Promise<typeof Goods> = once(
  () => import('../../../shared/contracts/direct-goods'),
);
export const logisticsContracts: () => Promise<typeof Logistics> = once(
  () => import('../../../shared/contracts/logistics'),
);

/** `[path, 'pages', filter]` of query-keys.ts, from the path alone. */
export const pagesKey = <F extends object>(path: string, filter: F) =>
  [path, 'pages', filter] as const;

/** `[path, 'record', input]` of query-keys.ts, from the path alone. */
export const recordKeyOf = <I>(path: string, input: I) => [path, 'record', input] as const;

/** Called when a page's chunk runs: the contracts download while the skeleton paints. */
export function startLoadingGoodsContracts(): void {
  goodsContracts().catch(() => undefined);
}
