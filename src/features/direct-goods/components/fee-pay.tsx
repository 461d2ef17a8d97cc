import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import { Result } from '../../../components/ui/result';
import { useMarginBalance, useWalletBalance } from '../api/get-balances';
import { refreshGoods } from '../api/refresh-goods';
import { usePayReturnFee } from '../api/return-changes';
import { money } from '../money';
import styles from '../direct-goods.module.css';

export interface ReturnFees {
  serviceFeeCents: number;
  logisticsFeeCents: number;
  totalCents: number;
}

type PayFrom = 'wallet' | 'margin';
const SOURCE_LABEL: Record<PayFrom, string> = { wallet: '钱包', margin: '保证金' };

function FeeLines({ fees }: { fees: ReturnFees }) {
  return (
    <dl className={styles.fields}>
      <div className={styles.field}>
        <dt>退回服务费</dt>
        <dd>¥{money(fees.serviceFeeCents)}</dd>
      </div>
      <div className={styles.field}>
        <dt>待付物流费</dt>
        <dd>¥{money(fees.logisticsFeeCents)}</dd>
      </div>
      <div className={styles.field}>
        <dt>合计</dt>
        <dd data-testid="fee-total">¥{money(fees.totalCents)}</dd>
      </div>
    </dl>
  );
}

function SourceChoice({
  payFrom,
  available,
  onChange,
}: {
  payFrom: PayFrom;
  available: Record<PayFrom, number | undefined>;
  onChange: (from: PayFrom) => void;
}) {
  return (
    <div role="radiogroup" aria-label="支付方式">
      {(['wallet', 'margin'] as const).map((from) => (
        <label key={from} className={styles.choice}>
          <input
            type="radio"
            name="payFrom"
            checked={payFrom === from}
            onChange={() => onChange(from)}
          />
          {SOURCE_LABEL[from]}
          <span className={styles.hint}>
            可用 {available[from] === undefined ? '…' : `¥${money(available[from])}`}
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * The return fee's payment (spec 000 §4): the service fee with the unpaid
 * logistics fee, paid once from the wallet or the margin through the ledger;
 * then what was paid and the balance left. Never queued offline.
 */
export function FeePay({ merchandiseIds, fees }: { merchandiseIds: number[]; fees: ReturnFees }) {
  const client = useQueryClient();
  const online = useIsOnline();
  const pay = usePayReturnFee();
  const wallet = useWalletBalance();
  const margin = useMarginBalance();
  const [payFrom, setPayFrom] = useState<PayFrom>('wallet');
  const [paid, setPaid] = useState<{ cents: number; from: PayFrom } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const available: Record<PayFrom, number | undefined> = {
    wallet: wallet.data?.availableCents,
    margin: margin.data?.availableCents,
  };
  const balance = available[payFrom];

  if (paid) {
    const left = available[paid.from];
    return (
      <div role="status">
        <Result
          status="info"
          title="支付成功"
          description={`已从${SOURCE_LABEL[paid.from]}支付 ¥${money(paid.cents)}${
            left === undefined ? '' : `，${SOURCE_LABEL[paid.from]}可用余额 ¥${money(left)}`
          }，商品将寄回给您`}
        />
      </div>
    );
  }

  const submit = () => {
    setMessage(null);
    pay.submit(
      { merchandiseIds, payFrom },
      {
        onSuccess: (answer) => setPaid({ cents: answer.paidCents, from: answer.payFrom }),
        onError: (error) => {
          setMessage(userMessageOf(error));
          void refreshGoods(client);
        },
      },
    );
  };
  const short = balance !== undefined && balance < fees.totalCents;
  return (
    <>
      <FeeLines fees={fees} />
      <SourceChoice payFrom={payFrom} available={available} onChange={setPayFrom} />
      {short && <p className={styles.message}>{SOURCE_LABEL[payFrom]}可用余额不足</p>}
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      {!online && <PendingSyncNotice text="当前离线，支付不会在离线时提交，请联网后再试" />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || short || pay.busy}
        loading={pay.busy}
        onClick={submit}
      >
        支付 ¥{money(fees.totalCents)}
      </Button>
    </>
  );
}
