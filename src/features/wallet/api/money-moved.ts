import type { QueryClient } from '@tanstack/react-query';
import { allOf } from '../../../api/query/query-keys';
import { bankList } from '../../../shared/contracts/bank-wallet';
import {
  amountDetailList,
  amountInfo,
  amountMarginOriginalList,
  amountMarginOutList,
  amountRefundList,
} from '../../../shared/contracts/fund-records';
import { getMargin, getMarginFlow } from '../../../shared/contracts/margin';
import { walletFunctionQuery, walletInfo } from '../../../shared/contracts/wallet';
import { rechargeRule } from '../../../shared/contracts/wallet-recharge';
import { withdrawRule } from '../../../shared/contracts/wallet-withdraw';

const MOVED = [
  walletInfo,
  walletFunctionQuery,
  getMargin,
  getMarginFlow,
  rechargeRule,
  withdrawRule,
  amountDetailList,
  amountInfo,
  amountRefundList,
  amountMarginOriginalList,
  amountMarginOutList,
] as const;

/**
 * After money moved (or a wallet opened), every cached balance and record the
 * move touches is asked again, whichever screen (this area's or the records')
 * holds it: query keys start with the endpoint's path.
 */
export function refreshMoney(client: QueryClient): void {
  for (const endpoint of MOVED) void client.invalidateQueries({ queryKey: allOf(endpoint) });
}

/** A card agreement or binding changes nothing but the card lists. */
export function refreshCards(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: allOf(bankList) });
}
