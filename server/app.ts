import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAbtestRoutes } from './abtest/routes';
import type { AppContext } from './app-context';
import { AREAS } from './areas/index';
import { readDevEndpoints, readDevHosts, readOperatorToken, readSecrets } from './config';
import { openDatabase } from './db/open-database';
import { releaseAbandonedKeys } from './store/idempotency-keys';
import { registerAnalyticsCors } from './http/cors';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerFaultHook } from './http/fault-hook';
import { FaultStore } from './http/fault-store';
import { registerLenientJsonParser } from './http/json-parser';
import { readBankSettleMs, SimulatedBank } from './payments/bank';
import { readRateLimits, registerRateLimits, type RateLimits } from './http/rate-limits';
import { registerPopupRoutes } from './popups/routes';
import { SeenSignatures } from './http/seen-signatures';
import { RequestLog, registerRequestLog } from './http/request-log';
import { registerAreas, type Area } from './kit/area';
import { recordRoutes } from './kit/route-recorder';
import { registerAnalyticsReceiverRoutes } from './routes/analytics-receiver';
import { registerDeepLinkRoutes } from './routes/deeplink';
import { registerDevScope } from './routes/dev';
import { registerStaticRoutes } from './routes/static';
import { registerVisualConfigRoutes } from './routes/visual-config';
import { AppVersion, defaultAppVersion } from './static/app-version';

export interface ServerOptions {
  /** SQLite file path, or ':memory:' (tests). */
  dbPath: string;
  /** The built app (vite build output); not served when absent or not built. */
  distDir?: string;
  /** The `x-version` header value; defaults to a hash of the build. */
  appVersion?: string;
  logger?: boolean;
  /** The /__dev/* controls, fault injection and request log; defaults to readDevEndpoints(). */
  devEndpoints?: boolean;
  /** Host names /__dev/* answers besides loopback ones; defaults to readDevHosts(). */
  devHosts?: readonly string[];
  /** The operator API's bearer token; defaults to OPERATOR_TOKEN or a random one. */
  operatorToken?: string;
  /** The clock of every handler and check (token expiry, signature window); tests inject one. */
  now?: () => number;
  /** Check answers against their contracts (server/kit/route-types.ts KitOptions); off in production. */
  checkAnswers?: boolean;
  /** Per-client and overall limits of login, SMS and registration; defaults to readRateLimits(). */
  rateLimits?: RateLimits | false;
  /** Where uploaded files go; defaults to the database's folder (a temp folder for ':memory:'). */
  dataDir?: string;
  /** The business API areas; defaults to every area (server/areas/index.ts). */
  areas?: readonly Area[];
  /** Milliseconds before the demo bank settles a payment by itself; BANK_SETTLE_MS by default. */
  bankSettleMs?: number;
}

// Business calls are small JSON; the receiver raises its own limit.
const BODY_LIMIT = 1024 * 1024;

/** Beside a database file; an in-memory database gets a temp folder removed on close. */
function dataDirFor(app: FastifyInstance, dbPath: string): string {
  if (dbPath !== ':memory:') return dirname(dbPath);
  const dir = mkdtempSync(join(tmpdir(), 'paimai-data-'));
  app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The reference platform server: business API, analytics services, dev controls, the app. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Warnings and failures only: per-request lines would drown the start-up address.
    logger: opts.logger ? { level: 'warn' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
  });
  const db = openDatabase(opts.dbPath);
  // A key still 'running' in the file was left by a process that died mid-call: free it.
  releaseAbandonedKeys(db);
  const bank = new SimulatedBank(opts.bankSettleMs ?? readBankSettleMs());
  // The bank's timers stop before the database closes under them.
  app.addHook('onClose', async () => {
    bank.close();
    db.close();
  });
  const ctx: AppContext = {
    db,
    secrets: readSecrets(),
    faults: new FaultStore(),
    requests: new RequestLog(),
    version: new AppVersion(opts.appVersion ?? defaultAppVersion(opts.distDir, Date.now())),
    seenSignatures: new SeenSignatures(),
    operatorToken: opts.operatorToken ?? readOperatorToken().token,
    dataDir: opts.dataDir ?? dataDirFor(app, opts.dbPath),
    now: opts.now ?? (() => Date.now()),
    bank,
  };
  recordRoutes(app);

  registerErrorHandler(app);
  registerLenientJsonParser(app);
  registerAnalyticsCors(app);
  const devEndpoints = opts.devEndpoints ?? readDevEndpoints();
  // The request log and faults exist only with the dev endpoints, which only loopback or the
  // operator token may reach; the log redacts tokens and secrets anyway (http/redact.ts).
  if (devEndpoints) {
    registerRequestLog(app, ctx.requests, ctx.now);
    registerFaultHook(app, ctx.faults);
  }
  // spec 000 §2: the app compares x-version across route changes; read per response so a
  // POST /__dev/version applies at once.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-version', ctx.version.get());
  });

  const rateLimits = opts.rateLimits ?? readRateLimits();
  if (rateLimits) await registerRateLimits(app, rateLimits);

  await registerAreas(app, opts.areas ?? AREAS, {
    ctx,
    checkAnswers: opts.checkAnswers ?? process.env.NODE_ENV !== 'production',
  });
  await registerAnalyticsReceiverRoutes(app, ctx);
  registerVisualConfigRoutes(app, ctx);
  registerDeepLinkRoutes(app, ctx);
  await registerAbtestRoutes(app, ctx);
  await registerPopupRoutes(app, ctx);
  if (devEndpoints) {
    const allowedHosts = opts.devHosts ?? readDevHosts();
    await registerDevScope(app, ctx, { operatorToken: ctx.operatorToken, allowedHosts });
  }
  await registerStaticRoutes(app, opts.distDir);
  return app;
}
