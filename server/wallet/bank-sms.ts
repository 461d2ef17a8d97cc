import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { AppContext } from '../app-context';
import { fail, type Failure } from '../kit/failure';
import { maskPhone } from '../store/masking';
import { consumeSmsCode, issueSmsCode } from '../store/sms-codes';

/**
 * The bank's dynamic codes (opening, binding, quick-pay). No SMS gateway: the
 * code goes to the server log and GET /__dev/sms (purpose bankWallet), like the
 * platform's own codes, with the same rate limits.
 */
export function sendBankCode(
  ctx: AppContext,
  phone: string,
  scene: string,
  log: (message: string) => void,
) {
  const issued = issueSmsCode(ctx.db, phone, 'bankWallet', ctx.now());
  if (!issued.ok) {
    return fail(
      issued.reason === 'tooFrequent'
        ? BUSINESS_ERRORS.smsTooFrequent
        : BUSINESS_ERRORS.smsDailyLimit,
    );
  }
  log(`[银行动态码] ${phone} ${scene}：${issued.code}`);
  return {
    phoneMasked: maskPhone(phone),
    resendAfterSeconds: issued.resendAfterSeconds,
    expiresInSeconds: issued.expiresInSeconds,
  };
}

/** Uses up the phone's newest bank code, or the failure to answer. */
export function checkBankCode(ctx: AppContext, phone: string, code: string): Failure | null {
  const checked = consumeSmsCode(ctx.db, phone, 'bankWallet', code, ctx.now());
  if (checked === 'wrong') return fail(BUSINESS_ERRORS.smsCodeWrong);
  if (checked === 'expired') return fail(BUSINESS_ERRORS.smsCodeExpired);
  return null;
}
