import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import type { paymentChannel, topUpLimits } from '../../../shared/contracts/margin-topup';
import { checkYuan, money } from '../amount';
import { useStartTopUp, type StartOutcome, type TopUpInput } from '../api/use-start-top-up';
import { readAttempt } from '../top-up-attempt';
import { AmountField } from './amount-field';
import { CardChoice } from './card-choice';
import { ConfirmSheet } from './confirm-sheet';
import styles from '../deposit.module.css';

interface Props {
  limits: z.infer<typeof topUpLimits>;
  channels: ReadonlyArray<z.infer<typeof paymentChannel>>;
  onStarted: (payNo: string) => void;
}

/** The top-up form: amount, card, 确认充值; a top-up started before a reload is resumed. */
export function ChargeForm({ limits, channels, onStarted }: Props) {
  const [text, setText] = useState('');
  const [cardId, setCardId] = useState(channels[0]?.cardId);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ input: TopUpInput; msg: string } | null>(null);
  const start = useStartTopUp();
  const online = useIsOnline();
  const { submit } = start;
  const channel = channels.find((item) => item.cardId === cardId);

  const handle = (outcome: StartOutcome, input: TopUpInput) => {
    if (outcome.kind === 'started') onStarted(outcome.payNo);
    else if (outcome.kind === 'refused') setProblem(outcome.msg);
    else setConfirming({ input, msg: outcome.msg });
  };
  const onError = (error: Error) => setProblem(userMessageOf(error));

  // A reload before the server answered: the same key and body again (same payNo).
  useEffect(() => {
    const attempt = readAttempt();
    if (!attempt) return;
    submit(attempt, { onSuccess: (outcome) => handle(outcome, attempt.input), onError });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const onSubmit = () => {
    const checked = checkYuan(
      text,
      { kind: 'topUp', dailyRemainingCents: limits.dailyRemainingCents },
      {
        minCents: limits.minCents,
        maxCents: Math.min(limits.maxCents, channel?.singleLimitCents ?? Infinity),
      },
    );
    if (!checked.ok || checked.cents === undefined)
      return setProblem(checked.ok ? null : checked.msg);
    setProblem(null);
    const input = { amountCents: checked.cents, cardId };
    submit(
      { input, confirmed: false },
      { onSuccess: (outcome) => handle(outcome, input), onError },
    );
  };
  const confirm = (input: TopUpInput) => {
    setConfirming(null);
    submit({ input, confirmed: true }, { onSuccess: (outcome) => handle(outcome, input), onError });
  };

  return (
    <section className={styles.card}>
      {!limits.allowed && limits.reason && <PendingSyncNotice text={limits.reason} />}
      <AmountField
        label="充值金额（元）"
        value={text}
        onChange={setText}
        error={problem}
        hint={`今日还可充值 ${money(limits.dailyRemainingCents)} 元`}
      />
      <CardChoice channels={channels} cardId={cardId} onChange={setCardId} />
      {!online && <PendingSyncNotice text="当前离线，充值不会在离线时发起" />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || start.busy || !limits.hasCard || channels.length === 0}
        loading={start.busy}
        onClick={onSubmit}
      >
        确认充值
      </Button>
      {confirming && (
        <ConfirmSheet
          message={confirming.msg}
          onConfirm={() => confirm(confirming.input)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
