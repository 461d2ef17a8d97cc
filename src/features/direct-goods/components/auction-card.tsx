import { formatShortDateTime } from '../../../lib/date-format';
import { useSellerAuction } from '../api/get-seller-auction';
import { Card, Field, price } from './fields';

const AUCTION_STATUS = {
  not_listed: '未上拍',
  bidding: '竞拍中',
  sold: '已成交',
  withdrawn: '已撤拍',
} as const;

/**
 * The seller's view of the item's auction (`merchandisedetail/seller/bymerchandise`).
 * Its own read, so the item shows while the auction is still asked.
 */
export default function AuctionCard({ merchandiseId }: { merchandiseId: number }) {
  const auction = useSellerAuction(merchandiseId);
  const data = auction.data;
  return (
    <Card title="拍卖">
      {!data ? (
        <Field label="状态">{auction.error ? '加载失败' : '加载中…'}</Field>
      ) : (
        <>
          <Field label="状态">{AUCTION_STATUS[data.status]}</Field>
          <Field label="起拍价">{price(data.startPriceCents)}</Field>
          <Field label="保留价">{price(data.reservePriceCents)}</Field>
          {data.soldPriceCents !== null && (
            <Field label="成交价">{price(data.soldPriceCents)}</Field>
          )}
          {data.endsAt !== null && (
            <Field label="结束时间">{formatShortDateTime(data.endsAt)}</Field>
          )}
        </>
      )}
    </Card>
  );
}
