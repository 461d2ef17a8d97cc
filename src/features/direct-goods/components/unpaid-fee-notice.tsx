import { Notice } from '../../../components/ui/notice';
import { useUnpaidFee } from '../api/get-unpaid-fee';
import { money } from '../money';
import styles from '../direct-goods.module.css';

/**
 * spec 000 §4: return parcels whose logistics fee is unpaid; a tap shows those goods.
 * Loaded beside the list, not before it (route budget): it shows nothing until it knows.
 */
export default function UnpaidFeeNotice({ onShow }: { onShow: () => void }) {
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
