import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { positiveIntParam } from '../../../lib/query-param';
import { mutualFundToSeller } from '../../../shared/contracts/transfers';
import { formatCents } from '../amount';
import { useTransferToSeller } from '../api/transfer';
import { useAmount } from '../use-amount';
import { AmountField } from './amount-field';
import { SubmitMoney } from './submit-money';
import { TextField } from './text-field';
import styles from '../wallet.module.css';

const remarkRule = mutualFundToSeller.input.shape.remark;

/**
 * The mutual fund transfer: pays a seller (by the seller id of an order or a
 * shop) from the wallet into the seller's wallet; /transferResult shows it.
 */
export function ToSellerForm(props: { availableCents: number; sellerId: number | null }) {
  const navigate = useNavigate();
  const [seller, setSeller] = useState(props.sellerId === null ? '' : `${props.sellerId}`);
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const amount = useAmount({ kind: 'transfer', availableCents: props.availableCents });
  const pay = useTransferToSeller();
  const sellerId = positiveIntParam(seller.trim());
  const sellerError = sellerId === null ? '请输入正确的卖家编号' : null;
  const remarkCheck = remarkRule.safeParse(remark.trim() || undefined);
  const remarkError = remarkCheck.success ? null : (remarkCheck.error.issues[0]?.message ?? null);
  const submit = () => {
    setTried(true);
    amount.touch();
    if (!amount.check.ok || sellerId === null || !remarkCheck.success) return;
    const input = { sellerId, amountCents: amount.check.cents, remark: remark.trim() || undefined };
    pay.submit(input, {
      onSuccess: (done) =>
        void navigate(`/transferResult?transferNo=${done.transferNo}`, { replace: true }),
    });
  };
  return (
    <>
      <section className={styles.panel}>
        <TextField
          label="卖家编号"
          value={seller}
          onChange={setSeller}
          placeholder="请输入收款卖家编号"
          inputMode="numeric"
          maxLength={15}
          error={tried || seller !== '' ? sellerError : null}
        />
        <AmountField
          label="付款金额"
          value={amount.text}
          onChange={amount.change}
          error={amount.error}
        />
        <TextField
          label="备注"
          value={remark}
          onChange={setRemark}
          placeholder="选填，最多 40 个字"
          error={remarkError}
        />
        <p className={styles.hint}>钱包可用 ¥{formatCents(props.availableCents)}，付款实时到账</p>
      </section>
      <SubmitMoney text="确认付款" action="付款" busy={pay.busy} onSubmit={submit} />
    </>
  );
}
