import { useEffect, useState } from 'react';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { useBindSms } from '../api/bind-card';
import { fieldError } from '../card-form';

/**
 * 获取验证码: the bank's code to the card's reserved phone, then a countdown
 * (the server's resendAfterSeconds) before it can be asked again.
 */
export function SmsButton({
  phone,
  onPhoneError,
}: {
  phone: string;
  onPhoneError: (msg: string) => void;
}) {
  const sms = useBindSms();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = () => {
    const problem = fieldError('phone', phone);
    if (problem) {
      onPhoneError(problem);
      return;
    }
    sms.submit(
      { phone: phone.trim(), scene: 'BIND' },
      {
        onSuccess: (sent) => {
          setWait(sent.resendAfterSeconds);
          showToast(`验证码已发送至 ${sent.phoneMasked}`);
        },
      },
    );
  };

  return (
    <Button
      size="middle"
      look="outline"
      disabled={sms.busy || wait > 0}
      loading={sms.busy}
      onClick={send}
    >
      {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
    </Button>
  );
}
