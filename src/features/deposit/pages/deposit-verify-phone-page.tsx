import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentUser } from '../../../api/session/current-user';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { maskPhone } from '../../../lib/validate';
import { verifyCode } from '../../../shared/contracts/margin-password';
import { useSendMarginCode, useVerifyMarginCode } from '../api/margin-password';
import { TextField } from '../components/text-field';
import { useCountdown } from '../../../lib/use-countdown';
import styles from '../deposit.module.css';

function VerifyForm({ phone }: { phone: string }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMarginCode();
  const verify = useVerifyMarginCode();
  const wait = useCountdown();
  const navigate = useNavigate();
  const onError = (error: Error) => setProblem(userMessageOf(error));

  const sendCode = () =>
    send.submit(
      { phone, purpose: 'marginPassword' },
      { onSuccess: (sent) => wait.start(sent.resendAfterSeconds), onError },
    );
  const next = () => {
    const checked = verifyCode.input.shape.code.safeParse(code.trim());
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? '验证码有误');
    setProblem(null);
    verify.submit(
      { code: checked.data, purpose: 'marginPassword' },
      {
        onSuccess: (passed) => {
          setCode('');
          void navigate('/depositSettingPwd', { state: { ticket: passed.ticket } });
        },
        onError,
      },
    );
  };
  return (
    <section className={styles.card}>
      <p>验证码将发送至 {maskPhone(phone)}</p>
      <TextField label="短信验证码" numeric value={code} onChange={setCode} error={problem} />
      <div className={styles.actions}>
        <Button disabled={send.busy || wait.left > 0} onClick={sendCode}>
          {wait.left > 0 ? `${wait.left} 秒后重发` : '获取验证码'}
        </Button>
        <Button look="primary" disabled={verify.busy} loading={verify.busy} onClick={next}>
          下一步
        </Button>
      </div>
    </section>
  );
}

/**
 * /depositVerifyPhone (spec 000 §2, kept alive): the SMS check of the user's own
 * phone before the margin password is set or changed; it hands /depositSettingPwd
 * the ticket of verify/code (in the history entry's state, never in the address).
 */
export default function DepositVerifyPhonePage() {
  const user = currentUser.use({});
  return (
    <>
      <NavHeader title="验证手机号" />
      <div className={styles.page}>
        <QueryView
          view={user.view}
          onRetry={() => void user.refresh()}
          errorTitle="用户信息加载失败"
        >
          {user.data && <VerifyForm phone={user.data.phone} />}
        </QueryView>
      </div>
    </>
  );
}
