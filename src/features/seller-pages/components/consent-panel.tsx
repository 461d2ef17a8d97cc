import type { ReactNode } from 'react';
import { userMessageOf } from '../../../api/user-message';
import { useIsOnline } from '../../../api/query/use-online';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { QueryView } from '../../../components/query-state/query-view';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { useDetectionConsent, type ConsentKind } from '../api/get-detection-consent';
import { useSaveDetectionConsent } from '../api/save-detection-consent';
import { formatDay } from '../format-day';
import styles from '../seller-pages.module.css';

// Sent only online (the change's networkMode 'always'): offline, the button waits.
const OFFLINE_TEXT = '当前离线，恢复网络后再提交';

const STATE_TEXT = {
  unset: null,
  agreed: '您已同意',
  declined: '您已拒绝，如需使用小当检测，请重新阅读并同意',
} as const;

/**
 * The inspection tool's notice (privacy) or permission request: the seller's
 * answer is remembered on the server; after a decline the question is shown
 * again, after an agree it can be withdrawn.
 */
export function ConsentPanel({
  kind,
  title,
  children,
}: {
  kind: ConsentKind;
  title: string;
  children: ReactNode;
}) {
  const consent = useDetectionConsent(kind);
  const save = useSaveDetectionConsent(kind);
  const online = useIsOnline();
  const answer = (decision: 'agree' | 'decline') =>
    save.submit(
      { kind, decision },
      { onSuccess: () => void showToast(decision === 'agree' ? '已同意' : '已拒绝') },
    );
  const state = consent.data?.state;
  return (
    <QueryView
      view={consent.view}
      onRetry={() => void consent.refresh()}
      errorTitle={`${title}加载失败`}
      errorDescription={consent.error ? userMessageOf(consent.error) : undefined}
    >
      <section className={styles.card} aria-label={title} data-consent-state={state}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {state && STATE_TEXT[state] && (
          <p className={styles.state} role="status">
            {STATE_TEXT[state]}
            {consent.data?.decidedAt ? `（${formatDay(consent.data.decidedAt)}）` : ''}
          </p>
        )}
        <div className={styles.notice}>{children}</div>
      </section>
      <div className={styles.actions}>
        {!online && <PendingSyncNotice text={OFFLINE_TEXT} />}
        {state === 'agreed' ? (
          <Button
            block
            size="large"
            disabled={save.busy || !online}
            onClick={() => answer('decline')}
          >
            撤回同意
          </Button>
        ) : (
          <div className={styles.row}>
            <Button size="large" disabled={save.busy || !online} onClick={() => answer('decline')}>
              不同意
            </Button>
            <Button
              look="primary"
              size="large"
              disabled={save.busy || !online}
              loading={save.busy}
              onClick={() => answer('agree')}
            >
              同意
            </Button>
          </div>
        )}
      </div>
    </QueryView>
  );
}
