import { useIsOnline } from '../../../api/query/use-online';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import styles from '../release.module.css';

interface Props {
  busy: boolean;
  error: string | null;
  onSaveDraft: () => void;
  onPublish: () => void;
  onSavePublish: () => void;
}

/**
 * The form's buttons. Offline nothing is sent nor queued (api/release-changes.ts):
 * the notice says the form stays on the phone, and the buttons wait for the network.
 */
export function ReleaseActions({ busy, error, onSaveDraft, onPublish, onSavePublish }: Props) {
  const online = useIsOnline();
  return (
    <div className={styles.actions}>
      {!online && (
        <PendingSyncNotice text="当前离线：填写的内容已保存在本机，联网后可保存草稿或发布" />
      )}
      {error && (
        <div className={styles.error} role="alert" data-release-error="">
          {error}
        </div>
      )}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || busy}
        loading={busy}
        onClick={onPublish}
      >
        发布上架
      </Button>
      <Button block look="outline" disabled={!online || busy} onClick={onSaveDraft}>
        保存草稿
      </Button>
      <Button block disabled={!online || busy} onClick={onSavePublish}>
        仅保存发布设置，暂不上架
      </Button>
    </div>
  );
}
