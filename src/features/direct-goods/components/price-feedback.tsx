import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { referPriceFeedback } from '../../../shared/contracts/direct-goods-changes';
import { usePriceFeedback } from '../api/recheck-changes';
import { PRICE_FORMAT_MESSAGE, yuanToCents } from '../price-input';
import styles from '../direct-goods.module.css';

/** 参考价反馈: the price the seller expected and a note, checked with the contract's schema. */
export function PriceFeedback({ merchandiseId }: { merchandiseId: number }) {
  const online = useIsOnline();
  const feedback = usePriceFeedback(merchandiseId);
  const [expected, setExpected] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const submit = () => {
    const cents = expected.trim() === '' ? 0 : yuanToCents(expected);
    if (cents === null) {
      setMessage(PRICE_FORMAT_MESSAGE);
      return;
    }
    const input = referPriceFeedback.input.safeParse({
      merchandiseId,
      expectedCents: cents,
      note: note.trim(),
    });
    if (!input.success) {
      setMessage(input.error.issues[0]?.message ?? '输入有误');
      return;
    }
    feedback.submit(input.data, {
      onSuccess: () => showToast('已提交参考价反馈'),
      onError: (error) => setMessage(userMessageOf(error)),
    });
  };
  return (
    <>
      <h2 className={styles.sheetTitle}>参考价反馈</h2>
      <TextField
        label="期望价格（元）"
        inputMode="decimal"
        value={expected}
        error={message}
        onChange={(value) => {
          setExpected(value);
          setMessage(undefined);
        }}
      />
      <TextField label="说明" maxLength={200} value={note} error={undefined} onChange={setNote} />
      <Button
        block
        disabled={!online || feedback.busy || feedback.succeeded}
        loading={feedback.busy}
        onClick={submit}
      >
        {feedback.succeeded ? '已反馈' : '提交反馈'}
      </Button>
    </>
  );
}
