import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Auth, DataOf, Endpoint, InputOf } from '../../shared/contract';
import type { ListPage } from './page-param';

/**
 * A read: a contract that changes nothing (no idempotency), seen through its
 * input and data types, so the helpers stay typed without casts.
 */
export type ReadEndpoint<I, D> = Endpoint<
  z.ZodMiniType<unknown, I>,
  z.ZodMiniType<D>,
  Auth,
  undefined
>;

/**
 * Query keys start with the endpoint's path, then the kind of cache: one call's
 * caches can be found and invalidated together (`allOf(endpoint)`) from any
 * feature without importing that feature, and a kind's caches (`recordsOf`,
 * `pagesOf`) have one known data shape, so they are updated typed, never read
 * by position.
 */
export function recordKey<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return [endpoint.path, 'record', input] as const;
}

/** A paged list of one endpoint: its filter without the page fields. */
export function pagedListKey<E extends Endpoint, F extends object>(endpoint: E, filter: F) {
  return [endpoint.path, 'pages', filter] as const;
}

/** Every cache of one endpoint (records and paged lists). */
export function allOf(endpoint: Endpoint) {
  return [endpoint.path] as const;
}

/** Every record (single answer) cached for one endpoint, whatever its input. */
export function recordsOf(endpoint: Endpoint) {
  return [endpoint.path, 'record'] as const;
}

/** Every paged list cached for one endpoint, whatever its filter. */
export function pagesOf(endpoint: Endpoint) {
  return [endpoint.path, 'pages'] as const;
}

/** Rewrites every cached record of an endpoint (e.g. after a change answered). */
export function updateRecords<E extends Endpoint>(
  client: QueryClient,
  endpoint: E,
  update: (data: DataOf<E>) => DataOf<E>,
): void {
  client.setQueriesData<DataOf<E>>({ queryKey: recordsOf(endpoint) }, (data) =>
    data === undefined ? data : update(data),
  );
}

/** Rewrites every item of every cached paged list of an endpoint. */
export function updateListItems<I, T>(
  client: QueryClient,
  endpoint: ReadEndpoint<I, ListPage<T>>,
  update: (item: T) => T,
): void {
  client.setQueriesData<InfiniteData<ListPage<T>, number>>(
    { queryKey: pagesOf(endpoint) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, list: page.list.map(update) })),
      },
  );
}
