import { useNavigate } from 'react-router-dom';
import { useRechargeAgree, useRechargeSms } from './api/recharge';
import type { CodePageState } from './pages/quickpay-verification-code-page';

/**
 * 下一步 of a recharge: accept the card's quick-pay agreement (once per card,
 * the server keeps the first), ask the bank for its SMS code, then open the
 * code page with the bank's answer (masked phone, resend wait) as its state.
 */
export function useRechargeNext() {
  const navigate = useNavigate();
  const agree = useRechargeAgree();
  const sms = useRechargeSms();
  const start = (cardId: number, amountCents: number) =>
    agree.submit(
      { cardId },
      {
        onSuccess: () =>
          sms.submit(
            { cardId },
            {
              onSuccess: (sent) => {
                const state: CodePageState = sent;
                void navigate(`/quickpayVerificationCode?cardId=${cardId}&amount=${amountCents}`, {
                  state,
                });
              },
            },
          ),
      },
    );
  return { start, busy: agree.busy || sms.busy };
}
