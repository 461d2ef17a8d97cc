import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { checkToken, loginByPassword, logout } from '../../../src/shared/contracts/user';
import { NOBODY_PASSWORD_HASH, verifyPassword } from '../../db/password';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from '../../store/login-failures';
import { TOKEN_TTL_MS } from '../../kit/session';
import { createToken, findUserByPhone, revokeToken } from '../../store/users';

/** spec 000 §7 login and the start-up user lookup (src/shared/contracts/user.ts). */
export const userArea = defineArea('user', (route) => {
  // The kit checks the user signature and decrypts phone and password first.
  // Repeated failures lock the phone for a while (store/login-failures.ts), counted for
  // unknown phones too so the answer does not tell which phones are registered.
  route(loginByPassword, async ({ input, ctx, request }) => {
    const now = ctx.now();
    const client = request.ip;
    if (isLoginLocked(ctx.db, input.phone, client, now)) return fail(BUSINESS_ERRORS.loginLocked);
    const user = findUserByPhone(ctx.db, input.phone);
    // An unknown phone costs the same scrypt as a known one: the time tells nothing.
    const matches = await verifyPassword(
      input.password,
      user?.passwordHash ?? NOBODY_PASSWORD_HASH,
    );
    if (!user || !matches) {
      recordLoginFailure(ctx.db, input.phone, client, now);
      return fail(BUSINESS_ERRORS.wrongPassword);
    }
    clearLoginFailures(ctx.db, input.phone, client);
    return { token: createToken(ctx.db, user.id, now, now - TOKEN_TTL_MS), userId: user.id };
  });

  route(checkToken, ({ user }) => user);

  // auth 'user': the kit has found the token valid, so the header holds it.
  route(logout, ({ ctx, request }) => ({
    revoked: revokeToken(ctx.db, String(request.headers.token)),
  }));
});
