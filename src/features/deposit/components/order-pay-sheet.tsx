import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import { checkAmount } from '../../../shared/money-rules';
import type { WonLot } from '../../../shared/contracts/order-payments';
import { money } from '../amount';
import { useMargin } from '../api/get-margin';
import { useOrderPay } from '../api/order-pay';
import { passwordProblem } from '../password-problem';
import { TextField } from './text-field';
import styles from '../deposit.module.css';

type Method = 'MARGIN' | 'BANK_CARD';

/** Pays one won lot from the margin account (with the password) or the default bank card. */
export function OrderPaySheet({
  lot,
  onStarted,
  onClose,
}: {
  lot: WonLot;
  onStarted: (payNo: string) => void;
  onClose: () => void;
}) {
  const [method, setMethod] = useState<Method>('MARGIN');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pay = useOrderPay(lot.orderId);
  const margin = useMargin();
  const online = useIsOnline();
  const available = margin.data?.availableCents;

  const submit = () => {
    const fault =
      method === 'MARGIN'
        ? (() => {
            const checked = checkAmount(lot.amountCents, {
              kind: 'spend',
              availableCents: available ?? 0,
            });
            return checked.ok ? passwordProblem(password) : checked.msg;
          })()
        : null;
    setProblem(fault);
    if (fault !== null) return;
    const callbacks = {
      onSuccess: (paid: { payNo: string }) => onStarted(paid.payNo),
      onError: (error: Error) => setProblem(userMessageOf(error)),
    };
    if (method === 'MARGIN') pay.submit({ orderId: lot.orderId, method, password }, callbacks);
    else pay.submit({ orderId: lot.orderId, method }, callbacks);
  };

  return (
    <div className={styles.sheet} role="dialog" aria-modal="true" aria-label="支付订单">
      <div className={styles.sheetBody}>
        <p>
          {lot.title}：{money(lot.amountCents)} 元
        </p>
        <div role="radiogroup" aria-label="支付方式">
          {(['MARGIN', 'BANK_CARD'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" checked={method === value} onChange={() => setMethod(value)} />
              {value === 'MARGIN'
                ? `保证金支付（可用 ${available === undefined ? '--' : money(available)} 元）`
                : '银行卡支付（默认卡）'}
            </label>
          ))}
        </div>
        {method === 'MARGIN' && (
          <TextField label="保证金密码" secret numeric value={password} onChange={setPassword} />
        )}
        {problem && (
          <div className={styles.error} role="alert">
            {problem}
          </div>
        )}
        {!online && <PendingSyncNotice text="当前离线，支付不会在离线时发起" />}
        <div className={styles.actions}>
          <Button onClick={onClose}>取消</Button>
          <Button look="primary" disabled={!online || pay.busy} loading={pay.busy} onClick={submit}>
            确认支付
          </Button>
        </div>
      </div>
    </div>
  );
}
