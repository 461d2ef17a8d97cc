import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { useUnbindBank } from '../api/unbind-bank';
import styles from '../funds.module.css';

/** 解绑银行卡, asked twice (an inline confirm: no dialog library on this route). */
export function UnbindButton({ cardId }: { cardId: number }) {
  const unbind = useUnbindBank(cardId);
  const online = useIsOnline();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    unbind.submit(
      { cardId },
      {
        onSuccess: () => {
          showToast('已解绑');
          void navigate(-1);
        },
      },
    );
  };

  if (!online) return <PendingSyncNotice text="当前离线，解绑不会在离线时提交，请联网后再试" />;
  if (!asking) {
    return (
      <Button block look="default" size="large" onClick={() => setAsking(true)}>
        解绑银行卡
      </Button>
    );
  }
  return (
    <div className={styles.actions} role="group" aria-label="确认解绑">
      <p className={styles.confirmText}>解绑后该卡不能再用于充值或提现，确认解绑？</p>
      <Button
        block
        look="primary"
        size="large"
        disabled={unbind.busy}
        loading={unbind.busy}
        onClick={confirm}
      >
        确认解绑
      </Button>
      <Button
        block
        look="default"
        size="large"
        disabled={unbind.busy}
        onClick={() => setAsking(false)}
      >
        取消
      </Button>
    </div>
  );
}
