import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { Button } from '../../../components/ui/button';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { QueryView } from '../../../components/query-state/query-view';
import { showToast } from '../../../components/toast';
import { useBankDetail } from '../api/get-bank-detail';
import { useSetDefaultBank } from '../api/use-set-default-bank';
import { BankDetailView } from '../components/bank-detail-view';
import { UnbindButton } from '../components/unbind-button';
import { cardIdFromParam } from '../bank-params';
import styles from '../funds.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

function SetDefaultButton({ cardId, isDefault }: { cardId: number; isDefault: boolean }) {
  const setDefault = useSetDefaultBank(cardId);
  const setAsDefault = () => {
    setDefault.submit({ cardId }, { onSuccess: () => showToast('已设为默认卡') });
  };

  return (
    <div className={styles.actions}>
      {setDefault.waitingForNetwork && <PendingSyncNotice />}
      <Button
        block
        look="primary"
        size="large"
        disabled={isDefault || setDefault.busy}
        loading={setDefault.busy && !setDefault.waitingForNetwork}
        onClick={setAsDefault}
      >
        {isDefault ? '已是默认卡' : setDefault.waitingForNetwork ? '等待网络恢复' : '设为默认'}
      </Button>
    </div>
  );
}

function BankDetail({ cardId }: { cardId: number }) {
  const detail = useBankDetail(cardId);
  return (
    <QueryView
      view={detail.view}
      onRetry={() => void detail.refresh()}
      errorTitle="银行卡加载失败"
      errorDescription={detail.error ? userMessageOf(detail.error) : undefined}
    >
      {detail.data && (
        <>
          <BankDetailView card={detail.data} />
          <SetDefaultButton cardId={cardId} isDefault={detail.data.isDefault} />
          <div className={styles.actions}>
            <UnbindButton cardId={cardId} />
          </div>
        </>
      )}
    </QueryView>
  );
}

/**
 * /bankDetail?id=… (spec 000 §2): one card and its 设为默认 action, which
 * cannot be sent twice, and which waits (shown as pending) while offline. The
 * example detail screen: copy it (docs/adding-a-screen.md).
 */
export default function BankDetailPage() {
  const [params] = useSearchParams();
  const cardId = cardIdFromParam(params.get('id'));
  return (
    <>
      <NavHeader title="银行卡详情" />
      <div className={styles.page}>
        {cardId === null ? <BadLinkState title="银行卡不存在" /> : <BankDetail cardId={cardId} />}
      </div>
    </>
  );
}
