import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { aesDecrypt } from '../../src/shared/cipher';
import type { AppContext } from '../app-context';
import { verifyPassword } from '../db/password';
import { userOfRequest } from '../http/auth';
import { badRequest } from '../http/bad-request';
import { ERRORS, fail, ok } from '../http/envelope';
import { requireSignature } from '../http/sign-check';
import { parseInput } from '../http/validate';
import { createToken, findUserByPhone } from '../store/users';

const loginBody = z.object({
  phone: z.string().min(1),
  password: z.string().min(1),
});

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, secrets } = ctx;

  // interfaces.md: user-signed; phone and password AES-encrypted with the test-token key.
  app.post(
    '/api/dh/auction/user/app/loginByPassword',
    { preHandler: requireSignature(secrets.signSecrets.user) },
    async (request, reply) => {
      const body = parseInput(loginBody, request.body);
      if (!body.ok) return badRequest(reply, body.message);
      const phone = aesDecrypt(body.value.phone, secrets.testTokenAesKey);
      const password = aesDecrypt(body.value.password, secrets.testTokenAesKey);
      const user = phone ? findUserByPhone(db, phone) : undefined;
      if (!user || !password || !verifyPassword(password, user.passwordHash)) {
        return fail(ERRORS.wrongPassword);
      }
      return ok({ token: createToken(db, user.id, ctx.now()), userId: user.id });
    },
  );

  app.post('/api/dh/auction/user/check/token', async (request) => {
    const user = userOfRequest(db, request);
    if (!user) return fail(ERRORS.tokenExpired);
    return ok({
      id: user.id,
      nickName: user.nickName,
      phone: user.phone,
      sellerId: user.sellerId,
      biddingNo: user.biddingNo,
    });
  });
}
