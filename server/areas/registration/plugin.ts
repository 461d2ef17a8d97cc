import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  profile,
  registerByCode,
  sendRecommendSms,
  sendSms,
} from '../../../src/shared/contracts/user-registration';
import { hashPassword } from '../../db/password';
import { defineArea } from '../../kit/area';
import { TOKEN_TTL_MS } from '../../kit/session';
import { fail } from '../../kit/failure';
import { consumeSmsCode, issueSmsCode, type SmsPurpose } from '../../store/sms-codes';
import { createToken, findUserByPhone } from '../../store/users';
import { findProfile, registerUser } from '../../store/registration';
import type { AppContext } from '../../app-context';
import type { SessionUser } from '../../kit/session';

const PURPOSE_NAMES: Record<SmsPurpose, string> = {
  register: '注册',
  // The bank wallet's codes are sent by server/wallet/bank-sms.ts, not by sendmsg.
  bankWallet: '银行动态码',
  marginPassword: '保证金密码',
};

// Registration and margin-password codes only: nothing logs in with a code. The route
// limits (http/rate-limits.ts) run before this, so "already registered" cannot be asked
// of many phones.
function sendCode(
  ctx: AppContext,
  phone: string,
  purpose: SmsPurpose,
  log: (m: string) => void,
  user: SessionUser | null = null,
) {
  // The margin password's code goes to the signed-in user's own phone, never another's.
  if (purpose === 'marginPassword' && (!user || user.phone !== phone)) {
    return fail(user ? BUSINESS_ERRORS.forbidden : BUSINESS_ERRORS.tokenExpired);
  }
  if (purpose === 'register' && findUserByPhone(ctx.db, phone)) {
    return fail(BUSINESS_ERRORS.phoneRegistered);
  }
  const issued = issueSmsCode(ctx.db, phone, purpose, ctx.now());
  if (!issued.ok) {
    return fail(
      issued.reason === 'tooFrequent'
        ? BUSINESS_ERRORS.smsTooFrequent
        : BUSINESS_ERRORS.smsDailyLimit,
    );
  }
  // No SMS gateway here: the code goes to the server log (and GET /__dev/sms).
  log(`[短信验证码] ${phone} ${PURPOSE_NAMES[purpose]}：${issued.code}`);
  return {
    resendAfterSeconds: issued.resendAfterSeconds,
    expiresInSeconds: issued.expiresInSeconds,
  };
}

// The server may import src/shared only; src/lib/validate.ts maskPhone does the same for the app.
const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** spec 000 §7 SMS codes, registration by code and the profile. */
export const registrationArea = defineArea('registration', (route) => {
  route(sendSms, ({ input, ctx, request, user }) =>
    sendCode(ctx, input.phone, input.purpose, (m) => request.log.warn(m), user),
  );

  route(sendRecommendSms, ({ input, ctx, request }) =>
    sendCode(ctx, input.phone, 'register', (m) => request.log.warn(m)),
  );

  route(registerByCode, async ({ input, ctx }) => {
    // The password rule is the contract's (src/shared/field-rules.ts): the kit refused a weak one.
    if (findUserByPhone(ctx.db, input.phone)) return fail(BUSINESS_ERRORS.phoneRegistered);
    const now = ctx.now();
    const checked = consumeSmsCode(ctx.db, input.phone, 'register', input.code, now);
    if (checked === 'wrong') return fail(BUSINESS_ERRORS.smsCodeWrong);
    if (checked === 'expired') return fail(BUSINESS_ERRORS.smsCodeExpired);
    const passwordHash = await hashPassword(input.password);
    // Another request may have registered the phone while the hash was computed.
    if (findUserByPhone(ctx.db, input.phone)) return fail(BUSINESS_ERRORS.phoneRegistered);
    const invitedBy = input.inviteCode ?? null;
    const userId = registerUser(ctx.db, { phone: input.phone, passwordHash, invitedBy }, now);
    return { token: createToken(ctx.db, userId, now, now - TOKEN_TTL_MS), userId };
  });

  route(profile, ({ user, ctx }) => {
    const row = findProfile(ctx.db, user.id);
    if (!row) return fail(BUSINESS_ERRORS.notFound);
    const { phone, ...rest } = row;
    return { ...rest, phoneMasked: maskPhone(phone) };
  });
});
