import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link/app-link';
import { useExperimentText } from '../../../components/experiments/use-experiment-text';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { showToast } from '../../../components/toast';
import { safeRedirectPath } from '../../../lib/query-param';
import { schemaRule } from '../../../lib/schema-rule';
import { registerByCode } from '../../../shared/contracts/user-registration';
import { useRegister } from '../api/register';
import { useSendRegisterCode } from '../api/use-send-register-code';
import { useCountdown } from '../../../lib/use-countdown';
import { CheckBox } from '../../../components/form/check-box';
import { SubmitBar } from '../../../components/form/submit-bar';
import { TextField } from '../../../components/form/text-field';
import { useFormFields } from '../../../components/form/use-form-fields';
import { PHONE_INPUT, PHONE_RULE } from '../phone-rule';
import styles from '../account.module.css';

// The contract's rules (src/shared/field-rules.ts): the server refuses with the same ones.
const {
  code: codeSchema,
  password: passwordSchema,
  inviteCode: inviteSchema,
} = registerByCode.input.shape;
const RULES = {
  phone: PHONE_RULE,
  code: schemaRule(codeSchema, { trim: true }),
  password: schemaRule(passwordSchema),
};

/**
 * spec 000 §2 /userFissionRegistration (kept alive): registration by SMS code,
 * with the inviter's code from a shared link (`?inviteCode=`). On success the
 * visitor is signed in like after a login.
 */
export default function RegistrationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useFormFields(RULES);
  const invite = params.get('inviteCode') ?? '';
  // An address value is untrusted: a code the contract would refuse is dropped.
  const inviteCode = inviteSchema.safeParse(invite).success && invite ? invite : undefined;
  const sendCode = useSendRegisterCode(inviteCode);
  const register = useRegister();
  const countdown = useCountdown();
  const [agreed, setAgreed] = useState(false);
  const redirect = safeRedirectPath(params.get('redirect')) ?? '/auctionList';
  // Code experiment `register-button` (server/db/seed/abtest.ts): the primary button's wording,
  // hidden until known (at most the experiment timeout) so no visitor sees it change.
  const submitText = useExperimentText('register_button_text', '注册并登录');

  const onSendCode = () => {
    const values = form.validate(['phone']);
    if (!values) return;
    sendCode.send(values.phone.trim(), {
      onSuccess: (sent) => {
        countdown.start(sent.resendAfterSeconds);
        showToast('验证码已发送');
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    if (!agreed) {
      showToast('请先阅读并同意平台服务协议和用户隐私协议');
      return;
    }
    register.submit(
      {
        phone: values.phone.trim(),
        code: values.code.trim(),
        password: values.password,
        inviteCode,
      },
      {
        onSuccess: () => {
          showToast('注册成功');
          navigate(redirect, { replace: true });
        },
      },
    );
  };

  return (
    <>
      <NavHeader title="注册" />
      <div className={styles.page}>
        <h1 className={styles.heading}>注册账号</h1>
        <p className={styles.sub}>
          {inviteCode ? `好友邀请码 ${inviteCode}，注册即可参与竞拍` : '注册后即可参与竞拍'}
        </p>
        <form noValidate onSubmit={onSubmit}>
          <TextField {...PHONE_INPUT} {...form.bind('phone')} />
          <TextField
            label="验证码"
            required
            inputMode="numeric"
            maxLength={6}
            placeholder="6 位短信验证码"
            extra={
              <button
                type="button"
                className={styles.codeButton}
                disabled={countdown.left > 0 || sendCode.busy}
                onClick={onSendCode}
              >
                {countdown.left > 0 ? `${countdown.left} 秒后重发` : '获取验证码'}
              </button>
            }
            {...form.bind('code')}
          />
          <TextField
            label="设置密码"
            help="8–20 位，同时包含字母和数字"
            required
            type="password"
            placeholder="请设置登录密码"
            clearable
            {...form.bind('password')}
          />
          <SubmitBar
            pending={register.busy}
            data-abtest-param="register_button_text"
            style={submitText.ready ? undefined : { visibility: 'hidden' }}
          >
            {submitText.text}
          </SubmitBar>
        </form>
        <div className={styles.agreement}>
          <CheckBox checked={agreed} onChange={setAgreed}>
            我已阅读并同意
          </CheckBox>
          <AppLink className={styles.link} to="/platformServiceProtocol">
            《平台服务协议》
          </AppLink>
          和
          <AppLink className={styles.link} to="/userPrivateProtocol">
            《用户隐私协议》
          </AppLink>
        </div>
        <div className={styles.links}>
          <AppLink className={styles.link} to={`/login?redirect=${encodeURIComponent(redirect)}`}>
            已有账号？去登录
          </AppLink>
        </div>
      </div>
    </>
  );
}
