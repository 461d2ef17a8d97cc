import { formatShortDateTime } from '../../../lib/date-format';
import { useReferPrice } from '../api/get-goods-detail';
import { useUnpaidFee } from '../api/get-unpaid-fee';
import type { DirectGoods } from '../goods-params';
import { Card, Field, price } from './fields';

export function ItemCard({ item }: { item: DirectGoods }) {
  return (
    <Card title={item.productName}>
      <Field label="规格">{item.skuName}</Field>
      <Field label="质检等级">{item.grade ?? '未质检'}</Field>
      <Field label="状态">{item.stateLabel}</Field>
      <Field label="订单号">{item.orderNo}</Field>
      {item.expressNo && <Field label="快递单号">{item.expressNo}</Field>}
      {item.listedAt !== null && (
        <Field label="上架时间">{formatShortDateTime(item.listedAt)}</Field>
      )}
    </Card>
  );
}

/** The item's prices with the reference price (`referPriceByMerchandiseId`). */
export function PriceCard({ item }: { item: DirectGoods }) {
  const refer = useReferPrice(item.merchandiseId).data;
  return (
    <Card title="价格">
      <Field label="参考价">{price(refer?.referPriceCents ?? item.referPriceCents)}</Field>
      {refer && <Field label="定级价">{price(refer.gradePriceCents)}</Field>}
      <Field label="可设价格区间">
        {price(refer?.minCents ?? item.priceRange.minCents)} –{' '}
        {price(refer?.maxCents ?? item.priceRange.maxCents)}
      </Field>
      <Field label="保留价">
        {price(item.reservePriceCents)}
        {item.reservePriceCents !== null && (item.reserveConfirmed ? '（已确认）' : '（待确认）')}
      </Field>
      <Field label="在架价格">{price(item.priceCents)}</Field>
      {item.soldPriceCents !== null && <Field label="成交价">{price(item.soldPriceCents)}</Field>}
    </Card>
  );
}

export function RecheckCard({ item }: { item: DirectGoods }) {
  if (!item.recheck) return null;
  return (
    <Card title="复检">
      <Field label="复检原因">{item.recheck.reason}</Field>
      <Field label="复检结果">{item.recheck.answer ?? '复检中，请耐心等待'}</Field>
    </Card>
  );
}

/** The return fee: the service fee and the parcel's logistics fee still unpaid. */
export function ReturnFeeCard({ item }: { item: DirectGoods }) {
  const unpaid = useUnpaidFee().data;
  const fee = item.returnFee;
  if (!fee) return null;
  const parcel = unpaid?.items.find((entry) => entry.expressNo === fee.expressNo);
  return (
    <Card title="退回费用">
      <Field label="退回快递单号">{fee.expressNo}</Field>
      <Field label="退回服务费">{price(fee.serviceFeeCents)}</Field>
      <Field label="待付物流费">{price(parcel?.feeCents ?? fee.logisticsFeeCents)}</Field>
      <Field label="支付状态">
        {fee.paidAt === null ? '待支付' : `已支付 ${formatShortDateTime(fee.paidAt)}`}
      </Field>
    </Card>
  );
}
