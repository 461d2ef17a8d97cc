import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { checkToken, loginByPassword } from '../../../src/shared/contracts/user';
import { verifyPassword } from '../../db/password';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { createToken, findUserByPhone } from '../../store/users';

/** spec 000 §7 login and the start-up user lookup (src/shared/contracts/user.ts). */
export const userArea = defineArea('user', (route) => {
  // The kit checks the user signature and decrypts phone and password first.
  route(loginByPassword, { auth: 'none' }, ({ input, ctx }) => {
    const user = findUserByPhone(ctx.db, input.phone);
    if (!user || !verifyPassword(input.password, user.passwordHash)) {
      return fail(BUSINESS_ERRORS.wrongPassword);
    }
    return { token: createToken(ctx.db, user.id, ctx.now()), userId: user.id };
  });

  route(checkToken, { auth: 'user' }, ({ user }) => user);
});
