import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { showLoading } from '../../../components/toast';
import { rechargePay } from '../../../shared/contracts/wallet-recharge';
import { smsSentToBank } from '../../../shared/contracts/wallet-fields';
import type * as z from 'zod/mini';
import { formatCents } from '../amount';
import { useRechargePay, useRechargeSms } from '../api/recharge';
import { SubmitMoney } from '../components/submit-money';
import { TextField } from '../components/text-field';
import { useCountdown } from '../../../lib/use-countdown';
import { amountParam, cardIdParam } from '../wallet-params';
import styles from '../wallet.module.css';

/** What /sellerWalletRecharge hands over: the bank's answer to its SMS request. */
export type CodePageState = z.infer<typeof smsSentToBank>;

const codeRule = rechargePay.input.shape.smsCode;

/** The navigation state is data from the previous page: checked like any answer. */
function sentFrom(state: unknown): CodePageState | null {
  const parsed = smsSentToBank.safeParse(state);
  return parsed.success ? parsed.data : null;
}

function CodeForm({ cardId, amountCents }: { cardId: number; amountCents: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [sent, setSent] = useState(() => sentFrom(location.state));
  const countdown = useCountdown(sent?.resendAfterSeconds ?? 0);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const sms = useRechargeSms();
  const pay = useRechargePay();
  const check = codeRule.safeParse(code.trim());
  const resend = () =>
    sms.submit(
      { cardId },
      {
        onSuccess: (answer) => {
          setSent(answer);
          countdown.start(answer.resendAfterSeconds);
        },
      },
    );
  const confirm = () => {
    setTried(true);
    if (!check.success) return;
    // spec 000 §9: the loading toast stays until the bank has answered.
    const close = showLoading('银行处理中…');
    const started = pay.submit(
      { cardId, amountCents, smsCode: check.data },
      {
        onSuccess: (payment) => {
          close();
          void navigate(`/fundsTransferResult?kind=recharge&payNo=${payment.payNo}`, {
            replace: true,
          });
        },
        onError: close,
      },
    );
    if (!started) close();
  };
  return (
    <>
      <section className={styles.status} aria-label="充值金额">
        <div className={styles.hint}>充值金额</div>
        <div className={styles.statusAmount}>¥{formatCents(amountCents)}</div>
        <p className={styles.hint}>
          {sent ? `验证码已发送至银行预留手机号 ${sent.phoneMasked}` : '请获取银行发送的短信验证码'}
        </p>
      </section>
      <section className={styles.panel}>
        <TextField
          label="验证码"
          value={code}
          onChange={setCode}
          placeholder="6 位短信验证码"
          inputMode="numeric"
          maxLength={6}
          error={tried && !check.success ? (check.error.issues[0]?.message ?? null) : null}
          suffix={
            <button
              type="button"
              className={styles.linkButton}
              disabled={countdown.left > 0 || sms.busy}
              onClick={resend}
            >
              {countdown.left > 0 ? `${countdown.left} 秒后重发` : sent ? '重新发送' : '获取验证码'}
            </button>
          }
        />
      </section>
      <SubmitMoney text="确认支付" action="充值" busy={pay.busy} onSubmit={confirm} />
    </>
  );
}

/**
 * /quickpayVerificationCode?cardId=&amount= (spec 000 §2): the bank's SMS
 * code of a recharge, with its countdown and resend, then the payment. The
 * Idempotency-Key of the tap makes a double tap or a retry one payment.
 */
export default function QuickpayVerificationCodePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cardId = cardIdParam(params.get('cardId'));
  const amountCents = amountParam(params.get('amount'));
  return (
    <>
      <NavHeader title="短信验证" />
      <div className={styles.page}>
        {cardId === null || amountCents === null ? (
          <ErrorState
            title="充值信息有误"
            description="链接有误，请返回重新填写充值金额"
            actionText="重新充值"
            onRetry={() => void navigate('/sellerWalletRecharge', { replace: true })}
          />
        ) : (
          <CodeForm cardId={cardId} amountCents={amountCents} />
        )}
      </div>
    </>
  );
}
