import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { positiveIntParam } from '../../lib/query-param';
import type { AuctionFilter, AuctionTab } from './auction-filter';

const TABS: readonly AuctionTab[] = ['bidding', 'pending', 'mine'];
const LEVEL = /^[A-Z]\+?$/;

/**
 * The list's tab and filters live in the address (back and share keep them);
 * values from the address are untrusted and fall back to the defaults.
 */
export function useAuctionParams() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: AuctionTab = TABS.find((t) => t === tabParam) ?? 'bidding';
  const level = params.get('level');
  const filter: AuctionFilter = {
    brandId: positiveIntParam(params.get('brand')) ?? undefined,
    evaluationLevel: level && LEVEL.test(level) ? level : undefined,
  };
  const update = useCallback(
    (next: { tab?: AuctionTab; filter?: AuctionFilter }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.tab) out.set('tab', next.tab);
          if (next.filter) {
            if (next.filter.brandId === undefined) out.delete('brand');
            else out.set('brand', String(next.filter.brandId));
            if (next.filter.evaluationLevel === undefined) out.delete('level');
            else out.set('level', next.filter.evaluationLevel);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { tab, filter, update };
}
