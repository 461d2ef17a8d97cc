import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { Tabs } from '../../../components/ui/tabs';
import type { BankUseType } from '../../../shared/contracts/bank-wallet';
import { useBankList } from '../api/get-bank-list';
import { BankCardRow } from '../components/bank-card-row';
import { parseUseType } from '../bank-params';
import styles from '../funds.module.css';

const TABS = [
  { key: '1', title: '转入银行卡' },
  { key: '2', title: '转出银行卡' },
] as const;

function BankListTab({ useType }: { useType: BankUseType }) {
  const list = useBankList(useType);
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      online={online}
      keyOf={(card) => card.id}
      emptyTitle="暂无银行卡"
      errorTitle="银行卡加载失败"
      renderItem={(card) => (
        <BankCardRow card={card} onOpen={() => void navigate(`/bankDetail?id=${card.id}`)} />
      )}
    />
  );
}

/**
 * /banks (spec 000 §2): the user's cards, 转入 and 转出 tabs (useType 1 / 2,
 * kept in the address so a reload or back returns to the same tab), 3 per page
 * with infinite scroll, pull to refresh, and the shared states. The example
 * list screen: copy it (docs/adding-a-screen.md).
 */
export default function BanksPage() {
  const [params, setParams] = useSearchParams();
  const useType = parseUseType(params.get('useType'));
  return (
    <>
      <NavHeader title="我的银行卡" />
      <Tabs
        className={styles.tabs}
        tabs={TABS}
        activeKey={`${useType}`}
        onChange={(key) => setParams({ useType: key }, { replace: true })}
      />
      <div className={styles.page}>
        <BankListTab key={useType} useType={useType} />
      </div>
    </>
  );
}
