import { useNavigate } from 'react-router-dom';
import { maskPhone } from '../../../lib/validate';
import type { OrderDetail } from '../api/get-order-detail';
import { trackableExpressNo } from '../order-actions';
import { yuanOf } from '../money';
import styles from '../direct-order.module.css';

function Parcel({ label, expressNo }: { label: string; expressNo: string | null }) {
  const navigate = useNavigate();
  const trackable = trackableExpressNo(expressNo);
  return (
    <div className={styles.row}>
      <span>
        {label}
        {expressNo ?? '未填写'}
      </span>
      {trackable !== null && (
        <button
          type="button"
          className={styles.link}
          onClick={() => void navigate(`/logisticsTrack?expressNo=${trackable}`)}
        >
          物流详情
        </button>
      )}
    </div>
  );
}

/** Where the goods travel: the parcel to the warehouse, the return address, the return parcel. */
export function OrderShipment({ order }: { order: OrderDetail }) {
  const address = order.returnAddress;
  const parcel = order.returnParcel;
  return (
    <section className={styles.section} aria-label="物流">
      <h2 className={styles.sectionTitle}>物流</h2>
      <Parcel
        label={order.expressCompany ? `${order.expressCompany} ` : '寄出单号 '}
        expressNo={order.expressNo}
      />
      {address && (
        <p className={styles.muted}>
          退回地址：{address.name} {maskPhone(address.phone)} {address.province}
          {address.city}
          {address.district}
          {address.detail}
        </p>
      )}
      {parcel && (
        <div data-return-parcel>
          <Parcel label="退回单号 " expressNo={parcel.expressNo} />
          <p className={styles.muted}>
            退回服务费 {yuanOf(parcel.serviceFeeCents)}，物流费 {yuanOf(parcel.logisticsFeeCents)}，
            {parcel.paid ? '已支付' : '未支付'}
          </p>
        </div>
      )}
    </section>
  );
}
