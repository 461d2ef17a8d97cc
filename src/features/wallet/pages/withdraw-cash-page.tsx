import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { centsToYuanText } from '../../../lib/yuan';
import { formatCents } from '../amount';
import { useWithdrawCalculate, useWithdrawRule } from '../api/get-withdraw-rule';
import { useWithdrawCash } from '../api/withdraw';
import { AmountField } from '../components/amount-field';
import { CardPicker } from '../components/card-picker';
import { SubmitMoney } from '../components/submit-money';
import { useAmount } from '../use-amount';
import { useCardChoice } from '../use-card-choice';
import { cardIdParam } from '../wallet-params';
import styles from '../wallet.module.css';

function Figures({ amountCents }: { amountCents: number | null }) {
  const calc = useWithdrawCalculate(amountCents);
  const data = amountCents === null ? undefined : calc.data;
  return (
    <div className={styles.lines} aria-live="polite">
      <div className={styles.line}>
        <span>手续费</span>
        <span data-withdraw-fee>{data ? `¥${formatCents(data.feeCents)}` : '—'}</span>
      </div>
      <div className={styles.line}>
        <span>实际到账</span>
        <span data-withdraw-arrive>{data ? `¥${formatCents(data.arriveCents)}` : '—'}</span>
      </div>
      {data && !data.allowed && data.reason && (
        <span className={styles.fieldError}>{data.reason}</span>
      )}
    </div>
  );
}

/**
 * /withdrawCash (spec 000 §2): the rule (minimum, fee and when it is free),
 * the server's calculation of the fee and what arrives for the typed amount,
 * and the withdrawal to a bound transfer-out card. The amount is held at once
 * and /fundsTransferResult follows it until the bank settles.
 */
export default function WithdrawCashPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const rule = useWithdrawRule();
  const choice = useCardChoice(2, cardIdParam(params.get('cardId')));
  const limits = rule.data;
  const amount = useAmount(
    limits ? { kind: 'withdraw', availableCents: limits.availableCents } : null,
  );
  const withdraw = useWithdrawCash();
  const submit = () => {
    amount.touch();
    const cardId = choice.selectedId;
    if (!amount.check.ok || cardId === null) return;
    withdraw.submit(
      { amountCents: amount.check.cents, cardId },
      {
        onSuccess: (payment) =>
          void navigate(`/fundsTransferResult?kind=withdraw&payNo=${payment.payNo}`, {
            replace: true,
          }),
      },
    );
  };
  return (
    <>
      <NavHeader title="提现" />
      <div className={styles.page}>
        <QueryView
          view={rule.view}
          onRetry={() => void rule.refresh()}
          errorTitle="提现规则加载失败"
          errorDescription={rule.error ? userMessageOf(rule.error) : undefined}
        >
          {limits && (
            <section className={styles.panel}>
              <AmountField
                label="提现金额"
                value={amount.text}
                onChange={amount.change}
                error={amount.error}
                fillText="全部提现"
                onFill={() => amount.change(centsToYuanText(limits.availableCents))}
              />
              <Figures amountCents={amount.check.ok ? amount.check.cents : null} />
              <p className={styles.hint}>
                可提现 ¥{formatCents(limits.availableCents)}。单笔不少于 ¥
                {formatCents(limits.minCents)}，手续费 ¥{formatCents(limits.feeCents)}/笔，满 ¥
                {formatCents(limits.freeFromCents)} 免手续费；提现金额在银行处理期间冻结。
              </p>
            </section>
          )}
        </QueryView>
        <CardPicker
          useType={2}
          choice={choice}
          onChoose={(id) => setParams({ cardId: `${id}` }, { replace: true })}
        />
        <SubmitMoney
          text="确认提现"
          action="提现"
          busy={withdraw.busy}
          disabled={choice.selectedId === null}
          onSubmit={submit}
        />
      </div>
    </>
  );
}
