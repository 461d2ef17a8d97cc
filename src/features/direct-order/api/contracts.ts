import type * as Contracts from '../../../shared/contracts/direct-order';

/**
 * Route budget (screens.md): the order contracts (with the consignment ones they
 * build on, about 4 KB gz) load beside the page's first paint, not before it: the
 * download starts when the page's chunk runs, and each fetcher waits for it. The
 * caches' keys need only the paths, which are written here once; a unit test holds
 * them to the contracts (tests/unit/features/direct-order/order-keys.test.ts).
 */
const O = '/api/dh/seller/directagent/order';
export const ORDER_PATHS = {
  list: `${O}/list`,
  listV2: `${O}/list/v2`,
  count: `${O}/count`,
  info: `${O}/info`,
  infoV2: `${O}/info/v2`,
} as const;

let loading: Promise<typeof Contracts> | null = null;

/** The direct-order contracts; a failed load is forgotten so the next fetch tries again. */
export function orderContracts() {
  loading ??= import('../../../shared/contracts/direct-order').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** `[path, 'pages', filter]` of query-keys.ts, from the path alone. */
export const pagesKey = <F extends object>(path: string, filter: F) =>
  [path, 'pages', filter] as const;

/** `[path, 'record', input]` of query-keys.ts, from the path alone. */
export const recordKeyOf = <I>(path: string, input: I) => [path, 'record', input] as const;

/** Called when a page's chunk runs: the contracts download while the skeleton paints. */
export function startLoadingOrderContracts(): void {
  orderContracts().catch(() => undefined);
}
