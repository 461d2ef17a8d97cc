import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { RetestForm } from '../components/retest-form';
import { RetestRequests } from '../components/retest-requests';
import { SellerGate } from '../components/seller-gate';
import { itemIdFromParam } from '../item-param';
import styles from '../seller-pages.module.css';

/**
 * /applyForRetesting (spec 000 §2 "Other"): ask for a re-inspection of an
 * inspected or listed item, with the reason and photos; the requests below.
 * `?itemId=` preselects the item.
 */
export default function ApplyForRetestingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const itemId = itemIdFromParam(params.get('itemId'));
  return (
    <>
      <NavHeader title="申请复检" />
      <div className={styles.page}>
        <SellerGate>
          {itemId === null ? (
            <ErrorState
              title="商品不存在"
              description="链接有误，请返回后重新选择"
              actionText="返回"
              onRetry={() => void navigate(-1)}
            />
          ) : (
            <>
              <RetestForm initialItemId={itemId} />
              <RetestRequests />
            </>
          )}
        </SellerGate>
      </div>
    </>
  );
}
