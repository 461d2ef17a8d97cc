import { queryOptions } from '@tanstack/react-query';
import { call } from '../call';
import { recordKey, type ReadEndpoint } from './query-keys';
import { useDetailQuery } from './use-detail-query';

export interface RecordConfig<I, D> {
  /** When an answer means "nothing to show" (the empty state); never by default. */
  isEmpty?: (data: D) => boolean;
  /** The fetcher, when the answer needs more than `call` (e.g. the start-up user lookup). */
  fetch?: (input: I, signal?: AbortSignal) => Promise<D>;
}

/**
 * One record (a single answer of a read contract) as a screen uses it: the
 * fetcher, the query key (`[path, 'record', input]`), the query options (for
 * prefetching and the cache) and the hook with the shared view states.
 *
 *   export const bankDetailRecord = defineRecord(bankDetail);
 *   export const useBankDetail = (cardId: number) => bankDetailRecord.use({ cardId });
 */
export function defineRecord<I, D>(endpoint: ReadEndpoint<I, D>, config: RecordConfig<I, D> = {}) {
  const fetch =
    config.fetch ??
    ((input: I, signal?: AbortSignal): Promise<D> => call(endpoint, input, { signal }));
  const options = (input: I) =>
    queryOptions({
      queryKey: recordKey(endpoint, input),
      queryFn: ({ signal }) => fetch(input, signal),
    });
  return {
    endpoint,
    fetch,
    /** Tagged with the data type: `client.getQueryData(record.key(input))` is typed. */
    key: (input: I) => options(input).queryKey,
    options,
    /** The hook: loading / error with 重试 / offline copy around the record. */
    use: (input: I) => useDetailQuery(options(input), config.isEmpty),
  };
}
