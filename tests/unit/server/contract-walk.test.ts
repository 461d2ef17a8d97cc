import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import type { Endpoint } from '../../../src/shared/contract';
import { envelopeOf, SUCCESS_CODE } from '../../../src/shared/envelope';
import { readSecrets } from '../../../server/config';
import { discoverContracts } from '../../../server/kit/discover-contracts';
import { recordedRoutes } from '../../../server/kit/route-recorder';
import { NO_SIMPLE_CALL, PENDING_ROUTES, SAMPLES } from './contract-samples';
import { login, makeServer } from './server-fixture';
import { injectCall, wireParams } from './wire-client';

// Every business route of the server against every contract of src/shared/contracts/.
const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

const contracts = await discoverContracts();
// Each case builds a seeded server and calls every route: generous on a busy 2-core machine.
const WALK_TIMEOUT_MS = 30_000;
const walkServer = () => makeServer({ checkAnswers: true });
const routesOf = async () => recordedRoutes(await walkServer());

describe('contract walk: routes and contracts match', () => {
  it('finds the contracts by reading the folder', () => {
    expect(contracts.length).toBeGreaterThan(0);
    expect(new Set(contracts.map(({ endpoint }) => keyOf(endpoint))).size).toBe(contracts.length);
  });

  it(
    'every /api/ route is declared with a contract object of src/shared/contracts',
    async () => {
      const known = new Set(contracts.map(({ endpoint }) => endpoint));
      const strays = (await routesOf())
        .filter((route) => route.url.startsWith('/api/'))
        .filter((route) => !route.contract || !known.has(route.contract.endpoint))
        .map((route) => `${route.method} ${route.url}`);
      expect(strays, 'server routes without a contract').toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'every contract has exactly one route (except those pending their area)',
    async () => {
      const routes = (await routesOf()).filter((route) => route.contract);
      const counts = new Map<string, number>();
      for (const route of routes) {
        const key = keyOf(route.contract!.endpoint);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const missing = contracts
        .map(({ family, name, endpoint }) => ({ key: keyOf(endpoint), label: `${family}.${name}` }))
        .filter(({ key }) => !counts.has(key) && !PENDING_ROUTES.has(key))
        .map(({ key, label }) => `${label} (${key})`);
      expect(missing, 'contracts without a server route').toEqual([]);
      const doubled = [...counts].filter(([, count]) => count > 1).map(([key]) => key);
      expect(doubled, 'contracts with two routes').toEqual([]);
      const served = [...PENDING_ROUTES].filter((key) => counts.has(key));
      expect(served, 'routes that exist now: remove them from PENDING_ROUTES').toEqual([]);
      const unknown = [...PENDING_ROUTES].filter(
        (key) => !contracts.some(({ endpoint }) => keyOf(endpoint) === key),
      );
      expect(unknown, 'PENDING_ROUTES entries that are no contract').toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

// No token header, an unknown token, an empty one.
const NO_VALID_TOKEN: ReadonlyArray<Record<string, string>> = [
  {},
  { token: 'not-a-token' },
  { token: '' },
];

describe('contract walk: auth', () => {
  it(
    "every route not marked auth 'none' answers tokenExpired to a caller without a valid token",
    async () => {
      const app = await walkServer();
      const authed = recordedRoutes(app).filter(
        (route) => route.contract && route.contract.auth !== 'none',
      );
      expect(authed.length).toBeGreaterThan(0);
      const answers: string[] = [];
      for (const route of authed) {
        const endpoint = route.contract!.endpoint;
        for (const headers of NO_VALID_TOKEN) {
          for (const params of [{}, { pageIndex: 'x', cardId: -1 }]) {
            const response = await app.inject(injectCall(endpoint, params, headers));
            const body = response.json<{ code: string }>();
            if (body.code !== BUSINESS_ERRORS.tokenExpired.code) {
              answers.push(`${keyOf(endpoint)} ${JSON.stringify(headers)} → ${body.code}`);
            }
          }
        }
      }
      expect(answers, 'routes that answered something else').toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

describe('contract walk: answers in the seeded world satisfy the contracts', () => {
  it(
    'every route answers its sample call with data its contract accepts',
    async () => {
      const app = await walkServer();
      const secrets = readSecrets();
      const problems: string[] = [];
      for (const route of recordedRoutes(app)) {
        if (!route.contract) continue;
        const { endpoint } = route.contract;
        const key = keyOf(endpoint);
        const sample = SAMPLES[key];
        if (!sample) {
          if (!NO_SIMPLE_CALL[key]) problems.push(`${key}: no sample in contract-samples.ts`);
          continue;
        }
        const headers: Record<string, string> = sample.as
          ? { token: await login(app, sample.as) }
          : {};
        if (endpoint.idempotency) headers['idempotency-key'] = `walk-${key.length}-${Date.now()}`;
        const params = wireParams(endpoint, sample.input, secrets, Date.now());
        const response = await app.inject(injectCall(endpoint, params, headers));
        const body: unknown = response.json();
        const schema = endpoint.raw ? envelopeOf(endpoint.data) : endpoint.data;
        const answered = endpoint.raw ? body : (body as { code?: string; data?: unknown });
        if (!endpoint.raw && (answered as { code?: string }).code !== SUCCESS_CODE) {
          problems.push(`${key}: answered ${JSON.stringify(body)}`);
          continue;
        }
        const value = endpoint.raw ? answered : (answered as { data?: unknown }).data;
        const checked = schema.safeParse(value);
        if (!checked.success) problems.push(`${key}: ${JSON.stringify(checked.error.issues)}`);
      }
      expect(problems).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
