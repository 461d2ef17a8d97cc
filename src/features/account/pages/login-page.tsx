import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link/app-link';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/toast';
import { safeRedirectPath } from '../../../lib/query-param';
import { maskPhone } from '../../../lib/validate';
import { hasToken } from '../../../api/session/current-user';
import { signOut } from '../../../api/session/sign-in';
import { readJson, STORAGE_KEYS } from '../../../lib/storage';
import { schemaRule } from '../../../lib/schema-rule';
import { loginByPassword } from '../../../shared/contracts/user';
import { useLogin } from '../api/login';
import { SubmitBar } from '../../../components/form/submit-bar';
import { TextField } from '../../../components/form/text-field';
import { useFormFields } from '../../../components/form/use-form-fields';
import { PHONE_INPUT, PHONE_RULE } from '../phone-rule';
import styles from '../account.module.css';

const RULES = {
  phone: PHONE_RULE,
  password: schemaRule(loginByPassword.input.shape.password),
};

function SignedIn({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  const stored = readJson(STORAGE_KEYS.h5UserInfo, (value) => {
    const phone = (value as { phone?: unknown } | null)?.phone;
    return typeof phone === 'string' ? phone : null;
  });
  const phone = stored ? maskPhone(stored) : '';
  return (
    <div className={styles.signedIn}>
      <h1 className={styles.heading}>您已登录</h1>
      <p className={styles.sub}>{phone ? `当前账号 ${phone}` : '当前设备已保存登录状态'}</p>
      <div className={styles.actions}>
        <Button block look="primary" onClick={onDone}>
          继续
        </Button>
        <Button
          block
          onClick={() => {
            signOut(client);
            showToast('已退出登录');
            onDone();
          }}
        >
          退出登录
        </Button>
      </div>
    </div>
  );
}

/**
 * Password login for a visitor of the standalone PWA (inside the host app the
 * token arrives in the address). `?redirect=` brings the user back to where
 * an action asked them to log in (same-app paths only).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const redirect = safeRedirectPath(params.get('redirect')) ?? '/';
  const form = useFormFields(RULES);
  const done = () => navigate(redirect, { replace: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    login.submit(
      { phone: values.phone.trim(), password: values.password },
      {
        onSuccess: () => {
          showToast('登录成功');
          done();
        },
      },
    );
  };

  return (
    <>
      <NavHeader title="登录" />
      <div className={styles.page}>
        {hasToken() && !login.busy && !login.succeeded ? (
          <SignedIn onDone={done} />
        ) : (
          <>
            <h1 className={styles.heading}>密码登录</h1>
            <p className={styles.sub}>登录后可参与竞拍、查看出价与钱包</p>
            <form noValidate onSubmit={onSubmit}>
              <TextField {...PHONE_INPUT} {...form.bind('phone')} />
              <TextField
                label="密码"
                required
                type="password"
                placeholder="请输入密码"
                clearable
                {...form.bind('password')}
              />
              <SubmitBar pending={login.busy}>登录</SubmitBar>
            </form>
            <div className={styles.links}>
              <AppLink
                className={styles.link}
                to={`/userFissionRegistration?redirect=${encodeURIComponent(redirect)}`}
              >
                没有账号？立即注册
              </AppLink>
            </div>
            <p className={styles.agreement}>
              登录即表示您同意
              <AppLink className={styles.link} to="/platformServiceProtocol">
                《平台服务协议》
              </AppLink>
              和
              <AppLink className={styles.link} to="/userPrivateProtocol">
                《用户隐私协议》
              </AppLink>
            </p>
          </>
        )}
      </div>
    </>
  );
}
