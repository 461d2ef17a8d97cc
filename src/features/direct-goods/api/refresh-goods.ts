import type { QueryClient } from '@tanstack/react-query';
import { allOf, updateRecords } from '../../../api/query/query-keys';
import { goodsDetail, goodsList, goodsTotal } from '../../../shared/contracts/direct-goods';
import { recheckInfo } from '../../../shared/contracts/direct-goods-changes';
import { unpaidLogisticsFee } from '../../../shared/contracts/logistics';
import { getMargin } from '../../../shared/contracts/margin';
import { sellerAuctionDetail } from '../../../shared/contracts/direct-auction';
import { walletInfo } from '../../../shared/contracts/wallet-info';
import type { DirectGoods } from '../goods-params';

/**
 * After a change answered or was refused: every cached copy the goods screens
 * read is fetched again, so the lists, the totals, the detail and the balances
 * agree with the server (a refusal often means the state moved meanwhile).
 */
export function refreshGoods(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      goodsList,
      goodsTotal,
      goodsDetail,
      sellerAuctionDetail,
      recheckInfo,
      unpaidLogisticsFee,
      getMargin,
      walletInfo,
    ].map((endpoint) => client.invalidateQueries({ queryKey: allOf(endpoint) })),
  );
}

/** The item the server answered is shown at once on its detail; the refetch confirms it. */
export function showAnswered(client: QueryClient, answered: DirectGoods): Promise<unknown> {
  updateRecords(client, goodsDetail, (item) =>
    item.merchandiseId === answered.merchandiseId ? answered : item,
  );
  return refreshGoods(client);
}
