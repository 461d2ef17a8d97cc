import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { List, ListItem } from '../../../components/ui/list';
import { CataloguePicker } from '../components/catalogue-picker';
import { idParams, orderSuffix } from '../consign-params';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../consign.module.css';

/**
 * /consignPick: the first step of a consignment (spec 000 §4), choosing the
 * phone from the catalogue or by search. `?orderId=` carries an order being
 * added to through to the evaluation.
 */
export default function ConsignPickPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const suffix = orderSuffix(idParams(params).orderId);
  return (
    <SellerOnly title="选择机型" need="寄卖估价、下单与发货需要卖家身份">
      <NavHeader title="选择机型" />
      <div className={styles.page}>
        <List>
          <ListItem onClick={() => void navigate(`/consignSearch?${suffix.slice(1)}`)}>
            搜索机型
          </ListItem>
        </List>
        <CataloguePicker
          onPick={(productId) => void navigate(`/consignEvaluate?productId=${productId}${suffix}`)}
        />
      </div>
    </SellerOnly>
  );
}
