import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import { refreshGoods } from '../api/refresh-goods';
import { useReturnBatch, useReturnOne } from '../api/return-changes';
import { FeePay, type ReturnFees } from './fee-pay';
import styles from '../direct-goods.module.css';

interface Props {
  merchandiseIds: number[];
  /** Known when the goods already wait for their fee; null asks for the return first. */
  fees: ReturnFees | null;
  onClose: () => void;
  /** After the return was asked: the caller leaves batch mode. */
  onAsked?: () => void;
}

/**
 * The return sheet's steps (loaded on tap, off the route's first load): ask for
 * the goods back (one item `merchandise/return`, several `return/batch`, all or
 * none), then pay the fees the server answered.
 */
export default function ReturnFlow({ merchandiseIds, fees, onClose, onAsked }: Props) {
  const client = useQueryClient();
  const online = useIsOnline();
  const one = useReturnOne();
  const batch = useReturnBatch();
  const [asked, setAsked] = useState<ReturnFees | null>(fees);
  const [message, setMessage] = useState<string | null>(null);

  if (asked) {
    return (
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>支付退回费用</h2>
        <p className={styles.hint}>共 {merchandiseIds.length} 件商品，支付后平台将商品寄回</p>
        <FeePay merchandiseIds={merchandiseIds} fees={asked} />
        <Button block onClick={onClose}>
          关闭
        </Button>
      </div>
    );
  }

  const callbacks = {
    onSuccess: (answer: ReturnFees) => {
      setAsked(answer);
      onAsked?.();
    },
    onError: (error: Error) => {
      setMessage(userMessageOf(error));
      void refreshGoods(client);
    },
  };
  const ask = () => {
    setMessage(null);
    const [only] = merchandiseIds;
    if (merchandiseIds.length === 1 && only !== undefined) {
      one.submit({ merchandiseId: only }, callbacks);
    } else {
      batch.submit({ merchandiseIds }, callbacks);
    }
  };
  const busy = one.busy || batch.busy;
  return (
    <div className={styles.sheet}>
      <h2 className={styles.sheetTitle}>申请退回</h2>
      <p className={styles.hint}>
        退回 {merchandiseIds.length} 件商品：商品将下架，需支付退回服务费及物流费后寄回。
      </p>
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      {!online && <PendingSyncNotice text="当前离线，退回申请不会在离线时提交，请联网后再试" />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || busy}
        loading={busy}
        onClick={ask}
      >
        确认退回
      </Button>
      <Button block onClick={onClose} disabled={busy}>
        取消
      </Button>
    </div>
  );
}
