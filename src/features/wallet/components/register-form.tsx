import { useState } from 'react';
import { walletRegister } from '../../../shared/contracts/wallet';
import { useRegisterWallet, useWalletDynamicCode } from '../api/open-wallet';
import { useCountdown } from '../../../lib/use-countdown';
import { SubmitMoney } from './submit-money';
import { TextField } from './text-field';
import styles from '../wallet.module.css';

// The contract's own rules (isIdCard, isPhone, name, 6-digit code) with their Chinese messages.
const RULES = walletRegister.input.shape;
type FieldName = keyof typeof RULES;
const EMPTY: Record<FieldName, string> = { realName: '', idCard: '', phone: '', smsCode: '' };

function messageOf(name: FieldName, value: string): string | null {
  const result = RULES[name].safeParse(value.trim());
  return result.success ? null : (result.error.issues[0]?.message ?? '输入有误');
}

/**
 * Step 1 of opening: the holder's real name, identity card (isIdCard) and
 * phone (isPhone), and the bank's dynamic SMS code to that phone; the bank
 * registers them.
 */
export function RegisterForm() {
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<FieldName, boolean>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const code = useWalletDynamicCode();
  const register = useRegisterWallet();
  const set = (name: FieldName) => (value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setShown((old) => ({ ...old, [name]: true }));
  };
  const errorOf = (name: FieldName) => (shown[name] ? messageOf(name, values[name]) : null);
  const sendCode = () => {
    setShown((old) => ({ ...old, phone: true }));
    if (messageOf('phone', values.phone)) return;
    code.submit(
      { phone: values.phone.trim(), scene: 'OPEN' },
      {
        onSuccess: (sent) => {
          setSentTo(sent.phoneMasked);
          countdown.start(sent.resendAfterSeconds);
        },
      },
    );
  };
  const submit = () => {
    setShown({ realName: true, idCard: true, phone: true, smsCode: true });
    const names = Object.keys(RULES) as FieldName[];
    if (names.some((name) => messageOf(name, values[name]) !== null)) return;
    register.submit({
      realName: values.realName.trim(),
      idCard: values.idCard.trim(),
      phone: values.phone.trim(),
      smsCode: values.smsCode.trim(),
    });
  };
  const field = (name: FieldName, label: string, placeholder: string) => ({
    label,
    placeholder,
    value: values[name],
    onChange: set(name),
    error: errorOf(name),
  });
  return (
    <>
      <section className={styles.panel} aria-label="实名信息">
        <h2 className={styles.title}>实名登记</h2>
        <TextField {...field('realName', '姓名', '与身份证一致的姓名')} maxLength={20} />
        <TextField {...field('idCard', '身份证号', '18 位身份证号码')} maxLength={18} />
        <TextField {...field('phone', '手机号', '银行预留手机号')} inputMode="tel" maxLength={11} />
        <TextField
          {...field('smsCode', '验证码', '6 位短信验证码')}
          inputMode="numeric"
          maxLength={6}
          suffix={
            <button
              type="button"
              className={styles.linkButton}
              disabled={countdown.left > 0 || code.busy}
              onClick={sendCode}
            >
              {countdown.left > 0 ? `${countdown.left} 秒后重发` : '获取验证码'}
            </button>
          }
        />
        {sentTo && <p className={styles.hint}>银行验证码已发送至 {sentTo}</p>}
      </section>
      <SubmitMoney text="提交实名信息" action="实名登记" busy={register.busy} onSubmit={submit} />
    </>
  );
}
