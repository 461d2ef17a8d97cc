import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { schemaRule } from '../../../lib/schema-rule';
import { reDetectReq } from '../../../shared/contracts/direct-goods-changes';
import { useRecheckInfo } from '../api/get-sheet-records';
import { useAskRecheck } from '../api/recheck-changes';
import { refreshGoods } from '../api/refresh-goods';
import { PriceFeedback } from './price-feedback';
import styles from '../direct-goods.module.css';

const reasonRule = schemaRule(reDetectReq.input.shape.reason, { trim: true });

function AskRecheck({ merchandiseId, onDone }: { merchandiseId: number; onDone: () => void }) {
  const client = useQueryClient();
  const online = useIsOnline();
  const ask = useAskRecheck(merchandiseId);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const submit = () => {
    const refused = reasonRule(reason);
    if (refused) {
      setMessage(refused);
      return;
    }
    ask.submit(
      { merchandiseId, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast('已申请复检');
          onDone();
        },
        onError: (error) => {
          setMessage(userMessageOf(error));
          void refreshGoods(client);
        },
      },
    );
  };
  return (
    <>
      <label className={styles.hint} htmlFor="recheck-reason">
        复检原因
      </label>
      <textarea
        id="recheck-reason"
        className={styles.textarea}
        maxLength={200}
        placeholder="请说明对质检结果有异议的地方"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setMessage(undefined);
        }}
      />
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      {!online && <PendingSyncNotice text="当前离线，复检申请不会在离线时提交，请联网后再试" />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || ask.busy}
        loading={ask.busy}
        onClick={submit}
      >
        提交复检
      </Button>
    </>
  );
}

/**
 * The re-check sheet (loaded on tap): whether a re-check may be asked now
 * (`recheck/info`), the last one with its answer, the request (`reDetectReq`)
 * and the seller's view of the reference price (`refer/price/feedback`).
 */
export default function RecheckForm({
  merchandiseId,
  onClose,
}: {
  merchandiseId: number;
  onClose: () => void;
}) {
  const info = useRecheckInfo(merchandiseId);
  const data = info.data;
  return (
    <div className={styles.sheet}>
      <h2 className={styles.sheetTitle}>申请复检</h2>
      {!data ? (
        <p className={styles.hint}>{info.error ? userMessageOf(info.error) : '加载中…'}</p>
      ) : (
        <>
          <p className={styles.hint}>
            当前质检等级：{data.grade ?? '未质检'}
            {data.reason ? `；上次复检原因：${data.reason}` : ''}
            {data.answer ? `；复检结果：${data.answer}` : ''}
          </p>
          {data.canAsk ? (
            <AskRecheck merchandiseId={merchandiseId} onDone={onClose} />
          ) : (
            <p className={styles.hint}>当前状态不能申请复检</p>
          )}
        </>
      )}
      <PriceFeedback merchandiseId={merchandiseId} />
      <Button block onClick={onClose}>
        关闭
      </Button>
    </div>
  );
}
