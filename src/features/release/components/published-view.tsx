import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Result } from '../../../components/ui/result';
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
      <Result
        status="info"
        title={listed ? '商品已上架' : '发布信息已保存'}
        description={`起拍价 ¥${formatMoney(centsToYuanText(item.priceCents))}，拍卖时长 ${item.durationHours} 小时`}
      />
      <Button block onClick={() => void navigate('/', { replace: true })}>
        返回首页
      </Button>
    </div>
  );
}
