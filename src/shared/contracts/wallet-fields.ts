import * as z from 'zod/mini';
import { isIdCard, isPhone } from '../identity-rules';
import { checkCardNo } from '../card-rules';
import { cents, epochMs } from '../contract-fields';

// Fields shared by the bank wallet contracts (wallet, cards, recharge, withdrawal,
// transfers, records). Messages are the forms' own (Chinese), so the app reuses them.

export const walletPhone = () => z.string().check(z.refine(isPhone, '请输入正确的手机号'));
export const idCardNo = () =>
  z.string().check(z.refine((s) => isIdCard(s), '请输入正确的身份证号码'));
export const bankSmsCode = () => z.string().check(z.regex(/^\d{6}$/, '请输入 6 位短信验证码'));
export const realName = () =>
  z.string().check(z.regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入与身份证一致的中文姓名'));
export const cardNumber = () =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const checked = checkCardNo(value);
      if (!checked.ok) ctx.issues.push({ code: 'custom', message: checked.msg, input: value });
    }),
  );

// The wallet's own view (walletView, its status and functions) lives with its read in
// wallet-info.ts, so the screens that only show a balance load none of these rules.

export const smsSentToBank = z.object({
  phoneMasked: z.string(),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});

/** A wallet payment (recharge or withdrawal) as the result calls answer it. */
export const walletPayment = z.object({
  payNo: z.string(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED']),
  amountCents: cents(),
  feeCents: cents(),
  arriveCents: cents(),
  bankName: z.nullable(z.string()),
  cardNoMasked: z.nullable(z.string()),
  createdAt: epochMs(),
  settledAt: z.nullable(epochMs()),
});
