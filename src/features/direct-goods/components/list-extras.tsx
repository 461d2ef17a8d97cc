import { Notice } from '../../../components/ui/notice';
import { useGoodsTotal } from '../api/get-goods-records';
import { useUnpaidFee } from '../api/get-unpaid-fee';
import { money } from '../money';
import styles from '../direct-goods.module.css';

/**
 * The goods' totals and the unpaid-fee banner above the list: their own reads, so
 * the rows never wait for them; both show nothing until they know.
 */
export default function ListExtras({ onShow }: { onShow: () => void }) {
  return (
    <>
      <GoodsSummary />
      <UnpaidFeeNotice onShow={onShow} />
    </>
  );
}

/** `total`: how many goods, and what those on shelf are worth (their starting prices). */
function GoodsSummary() {
  const total = useGoodsTotal();
  if (!total.data) return null;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-label="商品汇总">
      <span>
        共 <span className={styles.figure}>{total.data.total}</span> 件
      </span>
      <span>
        在架价值 <span className={styles.figure}>¥{money(total.data.onShelfCents)}</span>
      </span>
    </section>
  );
}

/**
 * spec 000 §4: return parcels whose logistics fee is unpaid; a tap shows those goods.
 */
function UnpaidFeeNotice({ onShow }: { onShow: () => void }) {
  const unpaid = useUnpaidFee();
  const data = unpaid.data;
  if (!data || data.totalCents === 0) return null;
  return (
    <Notice
      tone="alert"
      text={`${data.items.length} 个退回包裹待付物流费 ¥${money(data.totalCents)}`}
      extra={
        <button type="button" className={styles.link} onClick={onShow}>
          去支付
        </button>
      }
    />
  );
}
