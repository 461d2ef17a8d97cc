import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { FUNDS_ERRORS } from '../../../src/shared/funds-codes';
import {
  checkMarginContract,
  getMargin,
  getMarginFlow,
  searchMargin,
  signMarginContract,
} from '../../../src/shared/contracts/margin';
import { marginPasswordUpdate, verifyCode } from '../../../src/shared/contracts/margin-password';
import { hashPassword } from '../../db/password';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { consumeSmsCode } from '../../store/sms-codes';
import { marginFlow } from './margin-flow';
import {
  consumeTicket,
  contractOf,
  issueTicket,
  marginAccountView,
  setMarginPassword,
  signContract,
} from './margin-settings';

/**
 * spec 000 §7 the margin (deposit) account: its figures and flow from the ledger,
 * its contract, and its password (an SMS check of the user's own phone first).
 * Every call reads the caller's account only.
 */
export const marginArea = defineArea('margin', (route) => {
  route(getMargin, ({ user, ctx }) => marginAccountView(ctx.db, user.id));

  route(getMarginFlow, ({ input, user, ctx }) => {
    const { list, total, pageIndex, pageSize } = marginFlow(ctx.db, { ...input, userId: user.id });
    return { list, total, pageIndex, pageSize };
  });

  route(searchMargin, ({ input, user, ctx }) => marginFlow(ctx.db, { ...input, userId: user.id }));

  route(checkMarginContract, ({ user, ctx }) => contractOf(ctx.db, user.id));

  route(signMarginContract, ({ user, ctx }) => signContract(ctx.db, user.id, ctx.now()));

  route(verifyCode, ({ input, user, ctx }) => {
    const now = ctx.now();
    const checked = consumeSmsCode(ctx.db, user.phone, input.purpose, input.code, now);
    if (checked === 'wrong') return fail(BUSINESS_ERRORS.smsCodeWrong);
    if (checked === 'expired') return fail(BUSINESS_ERRORS.smsCodeExpired);
    return issueTicket(ctx.db, user.id, now);
  });

  route(marginPasswordUpdate, async ({ input, user, ctx }) => {
    const passwordHash = await hashPassword(input.password);
    const now = ctx.now();
    // The ticket is used up and the hash stored together, or neither.
    const done = ctx.db.transaction(() => {
      if (!consumeTicket(ctx.db, user.id, input.ticket, now)) return false;
      setMarginPassword(ctx.db, user.id, passwordHash, now);
      return true;
    })();
    return done ? { updatedAt: now } : fail(FUNDS_ERRORS.verifyExpired);
  });
});
