import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { formatCents } from '../amount';
import { useRechargeRule } from '../api/get-recharge-rule';
import { AgreementCheck } from '../components/agreement-check';
import { AmountField } from '../components/amount-field';
import { CardPicker } from '../components/card-picker';
import { SubmitMoney } from '../components/submit-money';
import { useAmount } from '../use-amount';
import { useRechargeNext } from '../use-recharge-next';
import { useCardChoice } from '../use-card-choice';
import { cardIdParam } from '../wallet-params';
import styles from '../wallet.module.css';

/**
 * /sellerWalletRecharge (spec 000 §2): a quick-pay recharge from a transfer-in
 * card. The amount is checked against the rule (at least ¥1, at most ¥50,000,
 * what is left of today's limit) before any call; 下一步 accepts the card's
 * quick-pay agreement, asks the bank for its SMS code and opens
 * /quickpayVerificationCode, where the payment is made.
 */
export default function SellerWalletRechargePage() {
  const [params, setParams] = useSearchParams();
  const rule = useRechargeRule();
  const choice = useCardChoice(1, cardIdParam(params.get('cardId')));
  const limits = rule.data;
  const amount = useAmount(
    limits ? { kind: 'recharge', dailyRemainingCents: limits.dailyRemainingCents } : null,
  );
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const recharge = useRechargeNext();
  const next = () => {
    amount.touch();
    setAgreeError(!agreed);
    const cardId = choice.selectedId;
    if (!amount.check.ok || !agreed || cardId === null) return;
    recharge.start(cardId, amount.check.cents);
  };
  return (
    <>
      <NavHeader title="钱包充值" />
      <div className={styles.page}>
        <QueryView
          view={rule.view}
          onRetry={() => void rule.refresh()}
          errorTitle="充值规则加载失败"
          errorDescription={rule.error ? userMessageOf(rule.error) : undefined}
        >
          {limits && (
            <section className={styles.panel}>
              <AmountField
                label="充值金额"
                value={amount.text}
                onChange={amount.change}
                error={amount.error}
              />
              <p className={styles.hint}>
                单笔 ¥{formatCents(limits.minCents)} – ¥{formatCents(limits.maxCents)}，每日限额 ¥
                {formatCents(limits.dailyCents)}，今日还可充值 ¥
                {formatCents(limits.dailyRemainingCents)}
                。充值资金由银行存管，银行确认后到账。
              </p>
            </section>
          )}
        </QueryView>
        <CardPicker
          useType={1}
          choice={choice}
          onChoose={(id) => setParams({ cardId: `${id}` }, { replace: true })}
        />
        <AgreementCheck name="快捷支付服务协议" checked={agreed} onChange={setAgreed} />
        {agreeError && !agreed && (
          <span className={styles.fieldError} role="alert">
            请先阅读并同意快捷支付服务协议
          </span>
        )}
        <SubmitMoney
          text="下一步"
          action="充值"
          busy={recharge.busy}
          disabled={choice.selectedId === null}
          onSubmit={next}
        />
      </div>
    </>
  );
}
