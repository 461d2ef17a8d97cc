import { pagedListKey, type ReadEndpoint } from '../../../api/query/query-keys';
import type { ListPage } from '../../../api/query/page-param';
import { useListQuery, listQueryOptions } from '../../../api/query/use-list-query';
import { call } from '../../../api/call';
import type { FundRecord } from '../../../shared/contracts/fund-records';

/** A record as a list row: the list helpers key rows by `id`, the contract by `recordId`. */
export type RecordRow = FundRecord & { id: number };

// spec 000 §2 records: 10 a page (the spec fixes only the bank lists' 3).
export const RECORD_PAGE_SIZE = 10;

interface PageFields {
  pageIndex: number;
  pageSize: number;
}

/**
 * A paged list of ledger records (definePagedList's shape, with rows keyed by
 * recordId): the key is `[path, 'pages', filter]`, pages from 1, more while
 * loaded rows < total, infinite scroll and the shared states through PagedList.
 */
export function defineRecordPages<I, F extends object>(
  endpoint: ReadEndpoint<I, ListPage<FundRecord>>,
  input: (filter: F, page: PageFields) => I,
) {
  const fetchPage = async (filter: F, pageIndex: number, signal?: AbortSignal) => {
    const page = await call(endpoint, input(filter, { pageIndex, pageSize: RECORD_PAGE_SIZE }), {
      signal,
    });
    return { ...page, list: page.list.map((record) => ({ ...record, id: record.recordId })) };
  };
  const config = (filter: F) => ({
    queryKey: pagedListKey(endpoint, filter),
    fetchPage: (pageIndex: number, signal: AbortSignal) => fetchPage(filter, pageIndex, signal),
  });
  return {
    endpoint,
    key: (filter: F) => listQueryOptions<RecordRow>(config(filter)).queryKey,
    use: (filter: F) => useListQuery<RecordRow>(config(filter)),
  };
}
