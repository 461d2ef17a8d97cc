import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Endpoint } from '../../src/shared/contract';
import { SUCCESS_CODE, type Envelope } from '../../src/shared/envelope';
import { describeIssues } from './describe-issues';
import { fail, Failure } from './failure';
import type { Auth, HandlerArgs, KitOptions, RouteFn, RouteHandler, UserFor } from './route-types';
import { isBidder, userOfRequest } from './session';
import { unwrapParams } from './wire-params';

interface Answer {
  status: number;
  body: Envelope<unknown>;
}

function failed(failure: Failure, status = 200): Answer {
  return { status, body: { code: failure.code, msg: failure.msg, data: failure.data } };
}

/** Auth, then signature and AES, then the input schema, then the handler: one order for every route. */
async function answerCall<E extends Endpoint, A extends Auth>(
  endpoint: E,
  auth: A,
  handler: RouteHandler<E, A>,
  kit: KitOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Answer | null> {
  const { ctx } = kit;
  const user = userOfRequest(ctx.db, request, ctx.now()) ?? null;
  if (auth !== 'none' && !user) return failed(fail(BUSINESS_ERRORS.tokenExpired));
  if (auth === 'bidder' && user && !isBidder(user)) return failed(fail(BUSINESS_ERRORS.forbidden));

  const sent = endpoint.method === 'GET' ? request.query : request.body;
  const unwrapped = unwrapParams(endpoint, sent, ctx.secrets, ctx.now());
  if (!unwrapped.ok) return failed(unwrapped.failure, unwrapped.status);
  const parsed = endpoint.input.safeParse(unwrapped.params);
  if (!parsed.success) {
    const msg = `${BUSINESS_ERRORS.badInput.msg}：${describeIssues(parsed.error)}`;
    return failed(fail({ code: BUSINESS_ERRORS.badInput.code, msg }), 400);
  }

  // The checks above are what make `user` a UserFor<A>; TypeScript cannot follow them.
  const args = { input: parsed.data, user: user as UserFor<A>, ctx, request, reply };
  const result = await handler(args as HandlerArgs<E, A>);
  if (reply.sent) return null; // the handler answered itself (a file, a redirect)
  if (result instanceof Failure) return failed(result);
  if (kit.checkAnswers) {
    const checked = endpoint.data.safeParse(result);
    if (!checked.success) {
      const detail = describeIssues(checked.error, 5);
      request.log.error({ path: endpoint.path, detail }, 'answer does not match its contract');
      const msg = `服务器内部错误：应答不符合接口约定（${detail}）`;
      return { status: 500, body: { code: '500', msg, data: null } };
    }
  }
  return { status: 200, body: { code: SUCCESS_CODE, msg: 'success', data: result } };
}

/** The `route` an area declares with, bound to the area's Fastify scope. */
export function routeKit(scope: FastifyInstance, kit: KitOptions): RouteFn {
  return (endpoint, options, handler) => {
    const { auth } = options;
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { contract: { endpoint, auth } },
      handler: async (request, reply) => {
        const answer = await answerCall(endpoint, auth, handler, kit, request, reply);
        if (answer === null) return reply;
        return reply.code(answer.status).send(answer.body);
      },
    });
  };
}
