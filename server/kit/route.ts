import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Endpoint } from '../../src/shared/contract';
import { SUCCESS_CODE, type Envelope } from '../../src/shared/envelope';
import { describeIssues } from './describe-issues';
import { fail, Failure } from './failure';
import { findReplay, readIdempotencyKey, rememberAnswer } from './idempotency';
import type {
  Auth,
  ContractRouteConfig,
  HandlerArgs,
  KitOptions,
  RouteFn,
  RouteHandler,
  UserFor,
} from './route-types';
import { isBidder, isSeller, userOfRequest, type SessionUser } from './session';
import { unwrapParams } from './wire-params';

interface Answer {
  status: number;
  body: Envelope<unknown>;
}

interface Call<E extends Endpoint, A extends Auth> {
  endpoint: E;
  handler: RouteHandler<E, A>;
  kit: KitOptions;
  request: FastifyRequest;
  reply: FastifyReply;
}

function failed(failure: Failure, status = 200): Answer {
  return { status, body: { code: failure.code, msg: failure.msg, data: failure.data } };
}

function badInput(detail: string): Answer {
  const msg = `${BUSINESS_ERRORS.badInput.msg}：${detail}`;
  return failed(fail({ code: BUSINESS_ERRORS.badInput.code, msg }), 400);
}

/** Signature and AES, then the input schema, then the handler and the answer check. */
async function runHandler<E extends Endpoint, A extends Auth>(
  call: Call<E, A>,
  user: SessionUser | null,
): Promise<Answer | null> {
  const { endpoint, kit, request, reply } = call;
  const { ctx } = kit;
  const sent = endpoint.method === 'GET' ? request.query : request.body;
  const unwrapped = unwrapParams(endpoint, sent, ctx, ctx.now());
  if (!unwrapped.ok) return failed(unwrapped.failure, unwrapped.status);
  const parsed = endpoint.input.safeParse(unwrapped.params);
  if (!parsed.success) return badInput(describeIssues(parsed.error));

  // The auth checks before this are what make `user` a UserFor<A>; TypeScript cannot follow them.
  const args = { input: parsed.data, user: user as UserFor<A>, ctx, request, reply };
  const result = await call.handler(args as HandlerArgs<E, A>);
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

function hasRole(user: SessionUser, auth: Auth): boolean {
  if (auth === 'bidder') return isBidder(user);
  if (auth === 'seller') return isSeller(user);
  return true;
}

/** Auth, then the idempotency key, then the rest: one order for every route. */
async function answerCall<E extends Endpoint, A extends Auth>(
  call: Call<E, A>,
): Promise<Answer | null> {
  const { endpoint, kit, request } = call;
  const user = userOfRequest(kit.ctx.db, request, kit.ctx.now()) ?? null;
  if (endpoint.auth !== 'none' && !user) return failed(fail(BUSINESS_ERRORS.tokenExpired));
  if (user && !hasRole(user, endpoint.auth)) return failed(fail(BUSINESS_ERRORS.forbidden));
  if (!endpoint.idempotency || !user) return runHandler(call, user);

  const read = readIdempotencyKey(request, endpoint.idempotency);
  if (!read.ok) return badInput(read.detail);
  if (read.key === null) return runHandler(call, user);
  const route = `${endpoint.method} ${endpoint.path}`;
  const replay = findReplay(kit.ctx, user.id, read.key, route);
  if (replay.kind === 'replay') return { status: 200, body: replay.body };
  if (replay.kind === 'reused') return badInput(replay.detail);
  const answer = await runHandler(call, user);
  // Business answers only: bad input or a server error may succeed when sent again.
  if (answer?.status === 200) {
    rememberAnswer(kit.ctx, { userId: user.id, key: read.key, route, body: answer.body });
  }
  return answer;
}

/** The `route` an area declares with, bound to the area's Fastify scope. */
export function routeKit(scope: FastifyInstance, kit: KitOptions): RouteFn {
  return (endpoint, handler) => {
    const contract: ContractRouteConfig = { endpoint, auth: endpoint.auth };
    if (endpoint.idempotency) contract.idempotency = endpoint.idempotency;
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { contract },
      handler: async (request, reply) => {
        const answer = await answerCall({ endpoint, handler, kit, request, reply });
        if (answer === null) return reply;
        return reply.code(answer.status).send(answer.body);
      },
    });
  };
}
