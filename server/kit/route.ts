import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Endpoint } from '../../src/shared/contract';
import { SUCCESS_CODE } from '../../src/shared/envelope';
import { badInput, failed, type Answer } from './answer';
import { describeIssues } from './describe-issues';
import { fail, Failure } from './failure';
import { requestFingerprint } from './fingerprint';
import { readIdempotencyKey, runOnce } from './idempotency';
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

interface Call<E extends Endpoint, A extends Auth> {
  endpoint: E;
  handler: RouteHandler<E, A>;
  kit: KitOptions;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Checked = { ok: true; input: unknown } | { ok: false; answer: Answer };

/** Signature and AES, then the input schema: what the handler may get, or why not. */
function checkInput(call: Call<Endpoint, Auth>): Checked {
  const { endpoint, kit, request } = call;
  const sent = endpoint.method === 'GET' ? request.query : request.body;
  const unwrapped = unwrapParams(endpoint, sent, kit.ctx, kit.ctx.now());
  if (!unwrapped.ok) return { ok: false, answer: failed(unwrapped.failure, unwrapped.status) };
  const parsed = endpoint.input.safeParse(unwrapped.params);
  if (!parsed.success) return { ok: false, answer: badInput(describeIssues(parsed.error)) };
  return { ok: true, input: parsed.data };
}

/** The handler, then the answer check against the contract's data. */
async function runHandler<E extends Endpoint, A extends Auth>(
  call: Call<E, A>,
  user: SessionUser | null,
  input: unknown,
): Promise<Answer | null> {
  const { endpoint, kit, request, reply } = call;
  // The auth checks before this are what make `user` a UserFor<A>; TypeScript cannot follow them.
  const args = { input, user: user as UserFor<A>, ctx: kit.ctx, request, reply };
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

/**
 * One order for every route: auth, the key's presence and shape, signature and input,
 * and only then the stored answer of the key or the handler (server/kit/idempotency.ts).
 */
async function answerCall<E extends Endpoint, A extends Auth>(
  call: Call<E, A>,
): Promise<Answer | null> {
  const { endpoint, kit, request } = call;
  const user = userOfRequest(kit.ctx.db, request, kit.ctx.now()) ?? null;
  if (endpoint.auth !== 'none' && !user) return failed(fail(BUSINESS_ERRORS.tokenExpired));
  if (user && !hasRole(user, endpoint.auth)) return failed(fail(BUSINESS_ERRORS.forbidden));
  const read =
    endpoint.idempotency && user ? readIdempotencyKey(request, endpoint.idempotency) : null;
  if (read && !read.ok) return badInput(read.detail);
  const checked = checkInput(call as Call<Endpoint, Auth>);
  if (!checked.ok) return checked.answer;
  const run = () => runHandler(call, user, checked.input);
  if (!user || !read?.ok || read.key === null) return run();

  const scope = { userId: user.id, route: `${endpoint.method} ${endpoint.path}`, key: read.key };
  return runOnce(kit.ctx, scope, requestFingerprint(checked.input), run);
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
        if (answer.headers) void reply.headers(answer.headers);
        return reply.code(answer.status).send(answer.body);
      },
    });
  };
}
