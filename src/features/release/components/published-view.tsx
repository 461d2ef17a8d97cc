import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';
import { centsToYuanText } from '../price-text';
import styles from '../release.module.css';

interface Props {
  item: { itemId: number; state: string; priceCents: number; durationHours: number };
  listed: boolean;
}

/** After 发布上架 (listed) or 仅保存发布设置 (kept for later): what the server now holds. */
export function PublishedView({ item, listed }: Props) {
  const navigate = useNavigate();
  return (
    <div className={styles.guard} data-release-done={item.state}>
      {/* Plain markup with a CSS tick: the Result component is a chunk of its own (route budget). */}
      <div className={styles.done} role="status">
        <strong>{listed ? '商品已上架' : '发布信息已保存'}</strong>
        <span>{`起拍价 ¥${formatMoney(centsToYuanText(item.priceCents))}，拍卖时长 ${item.durationHours} 小时`}</span>
      </div>
      <Button block onClick={() => void navigate('/', { replace: true })}>
        返回首页
      </Button>
    </div>
  );
}
