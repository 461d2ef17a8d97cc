import type { QueryClient } from '@tanstack/react-query';
import { allOf } from '../../api/query/query-keys';
import { getMargin, getMarginFlow, searchMargin } from '../../shared/contracts/margin';

/** A settled or started payment moved money: every cached balance and flow is asked again. */
export function refreshMoney(client: QueryClient): void {
  for (const endpoint of [getMargin, getMarginFlow, searchMargin]) {
    void client.invalidateQueries({ queryKey: allOf(endpoint) });
  }
}
