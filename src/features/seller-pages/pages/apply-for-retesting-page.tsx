import { useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { RetestForm } from '../components/retest-form';
import { RetestRequests } from '../components/retest-requests';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import { itemIdFromParam } from '../item-param';
import styles from '../seller-pages.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

/**
 * /applyForRetesting (spec 000 §2 "Other"): ask for a re-inspection of an
 * inspected or listed item, with the reason and photos; the requests below.
 * `?itemId=` preselects the item.
 */
export default function ApplyForRetestingPage() {
  const [params] = useSearchParams();
  const itemId = itemIdFromParam(params.get('itemId'));
  return (
    <>
      <NavHeader title="申请复检" />
      <div className={styles.page}>
        <SellerOnly need="此页面为卖家专属功能">
          {itemId === null ? (
            <BadLinkState title="商品不存在" />
          ) : (
            <>
              <RetestForm initialItemId={itemId} />
              <RetestRequests />
            </>
          )}
        </SellerOnly>
      </div>
    </>
  );
}
