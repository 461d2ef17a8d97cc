import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import { loginByPassword } from '../../src/shared/contracts/user';
import {
  registerByCode,
  sendRecommendSms,
  sendSms,
} from '../../src/shared/contracts/user-registration';
import type { Envelope } from '../../src/shared/envelope';

export interface Limit {
  max: number;
  windowMs: number;
}

/** One family of calls: a limit for each client address and one for all clients together. */
export interface LimitGroup {
  perClient: Limit;
  overall: Limit;
}

export type LimitGroupName = 'login' | 'sms' | 'register';
export type RateLimits = Record<LimitGroupName, LimitGroup>;

const MINUTE = 60_000;

/**
 * The reference server's limits (README "Security notes"). Per client they stop password
 * spraying and SMS to many numbers from one address; overall they cap what many addresses
 * together can try. The per-phone rules (codes a minute, failed logins) come on top.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perClient: { max: 20, windowMs: MINUTE }, overall: { max: 600, windowMs: MINUTE } },
  sms: { perClient: { max: 5, windowMs: MINUTE }, overall: { max: 100, windowMs: MINUTE } },
  register: { perClient: { max: 10, windowMs: MINUTE }, overall: { max: 200, windowMs: MINUTE } },
};

const LIMITED_ROUTES: ReadonlyMap<string, LimitGroupName> = new Map([
  [loginByPassword.path, 'login'],
  [sendSms.path, 'sms'],
  [sendRecommendSms.path, 'sms'],
  [registerByCode.path, 'register'],
]);

/** RATE_LIMITS=0 turns the limits off (a load test on one machine); they are on otherwise. */
export function readRateLimits(env: NodeJS.ProcessEnv = process.env): RateLimits | false {
  return env.RATE_LIMITS === '0' ? false : DEFAULT_RATE_LIMITS;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * @fastify/rate-limit's counters in front of the limited routes, at onRequest: the handler
 * (and its "registered or not" answer) runs only for calls inside every limit. The client is
 * the socket's peer (`request.ip`, no proxy is trusted). A refusal is HTTP 429 with the
 * envelope and Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, { global: false });
  const checks = new Map<LimitGroupName, Check[]>();
  for (const [name, group] of Object.entries(limits) as [LimitGroupName, LimitGroup][]) {
    checks.set(name, [
      app.createRateLimit({
        max: group.perClient.max,
        timeWindow: group.perClient.windowMs,
        keyGenerator: (request: FastifyRequest) => request.ip,
      }),
      app.createRateLimit({
        max: group.overall.max,
        timeWindow: group.overall.windowMs,
        keyGenerator: () => 'all clients',
      }),
    ]);
  }
  app.addHook('onRequest', async (request, reply) => {
    const group = LIMITED_ROUTES.get(request.routeOptions.url ?? '');
    if (!group) return;
    for (const check of checks.get(group) ?? []) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const { code, msg } = BUSINESS_ERRORS.tooManyRequests;
      const body: Envelope<null> = { code, msg, data: null };
      return reply.code(429).header('retry-after', String(result.ttlInSeconds)).send(body);
    }
  });
}
