import { Button, Form, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { showToast } from '../../../components/toast';
import { safeRedirectPath } from '../../../lib/query-param';
import { maskPhone } from '../../../lib/validate';
import { hasToken } from '../../../api/session/current-user';
import { signOut } from '../../../api/session/sign-in';
import { readJson, STORAGE_KEYS } from '../../../lib/storage';
import { schemaRule } from '../../../lib/schema-rule';
import { loginByPassword } from '../../../shared/contracts/user';
import { useLogin } from '../api/login';
import { PhoneField } from '../components/phone-field';
import { SubmitButton } from '../components/submit-button';
import styles from '../account.module.css';

const PASSWORD_RULES = [schemaRule(loginByPassword.input.shape.password)];

interface LoginForm {
  phone: string;
  password: string;
}

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
        <Button block color="primary" shape="rounded" onClick={onDone}>
          继续
        </Button>
        <Button
          block
          shape="rounded"
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
  const done = () => navigate(redirect, { replace: true });

  // antd-mobile's Form is untyped: the contract's rules below guarantee both strings.
  const onFinish = (values: LoginForm) => {
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
            <Form
              layout="vertical"
              onFinish={onFinish}
              footer={<SubmitButton pending={login.busy}>登录</SubmitButton>}
            >
              <PhoneField />
              <Form.Item name="password" label="密码" required rules={PASSWORD_RULES}>
                <Input type="password" placeholder="请输入密码" clearable />
              </Form.Item>
            </Form>
            <div className={styles.links}>
              <Link
                className={styles.link}
                to={`/userFissionRegistration?redirect=${encodeURIComponent(redirect)}`}
              >
                没有账号？立即注册
              </Link>
            </div>
            <p className={styles.agreement}>
              登录即表示您同意
              <Link className={styles.link} to="/platformServiceProtocol">
                《平台服务协议》
              </Link>
              和
              <Link className={styles.link} to="/userPrivateProtocol">
                《用户隐私协议》
              </Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}
