import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { useUpdateMarginPassword } from '../api/margin-password';
import { TextField } from '../components/text-field';
import { passwordProblem } from '../password-problem';
import styles from '../deposit.module.css';

function ticketOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { ticket } = state as { ticket?: unknown };
  return typeof ticket === 'string' && ticket.length >= 16 ? ticket : null;
}

function PasswordForm({ ticket }: { ticket: string }) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateMarginPassword();
  const navigate = useNavigate();
  const save = () => {
    const fault = passwordProblem(password) ?? (password === again ? null : '两次输入的密码不一致');
    setProblem(fault);
    if (fault !== null) return;
    update.submit(
      { ticket, password },
      {
        onSuccess: () => {
          void showToast('保证金密码已设置');
          void navigate('/deposit', { replace: true });
        },
        onError: (error) => setProblem(userMessageOf(error)),
      },
    );
  };
  return (
    <section className={styles.card}>
      <TextField
        label="新密码（6 位数字）"
        secret
        numeric
        value={password}
        onChange={setPassword}
      />
      <TextField
        label="确认新密码"
        secret
        numeric
        value={again}
        onChange={setAgain}
        error={problem}
      />
      <Button
        block
        look="primary"
        size="large"
        disabled={update.busy}
        loading={update.busy}
        onClick={save}
      >
        保存
      </Button>
    </section>
  );
}

/**
 * /depositSettingPwd (spec 000 §2): sets or changes the margin password with the
 * ticket /depositVerifyPhone obtained; without one, the user is sent to verify first.
 */
export default function DepositSettingPwdPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ticket = ticketOf(location.state);
  return (
    <>
      <NavHeader title="设置保证金密码" />
      <div className={styles.page}>
        {ticket === null ? (
          <ErrorState
            title="请先验证手机号"
            description="设置保证金密码前需要短信验证"
            actionText="去验证"
            onRetry={() => void navigate('/depositVerifyPhone', { replace: true })}
          />
        ) : (
          <PasswordForm ticket={ticket} />
        )}
      </div>
    </>
  );
}
