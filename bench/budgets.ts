/**
 * The budgets of ARCHITECTURE "Performance and reliability" that issue 3's
 * peer comparison does not cover: the app's first-route JavaScript and the
 * replay of a long offline queue by our SDK.
 */
import { ROUTE_BUDGET_BYTES } from '../scripts/route-budget/budget';
import type { AppResults, RunResults } from './results';
import { valueOf } from './results';
import { REPLAY_EVENTS } from './scenarios/replay';
import type { TargetCheck } from './targets';
import { TARGETS, allInCheck, lostDupCheck } from './targets';

export const BUDGETS = {
  /**
   * Gzipped JS on the main thread until `/` is idle (no gzip gateway: file sizes). Issue 6
   * moved antd-mobile's Toast, Dialog and react-spring (about 25 KB) off it; the query layer
   * (react-query, zod contracts) and the issue 9 screens' shared chunks came in. Measured
   * 157.3 KB: react, react-dom and the router 74.4 KB; the entry (shell, SDK ~20 KB,
   * react-query's core) 30.4 KB; request layer + react-query + zod/mini 18.4 KB; the home
   * route and its shared UI chunks about 34 KB. The per-route target of issue 6 (130 KB,
   * `--only=routes`) is stricter and not met yet; this budget stops a further eager import.
   */
  firstRouteMainGzBytes: 160_000,
  /** Issue 3's delivery rate (2000 events within 1 s) applied to the 5000 replayed events. */
  replayAllInMs: (REPLAY_EVENTS / 2000) * TARGETS.deliverAllMs,
  /**
   * Issue 6: per route, the JS a cold start downloads (main thread, gzipped); the same
   * figure `npm run test:budget` holds every route of the route table to.
   */
  routeColdMainGzBytes: ROUTE_BUDGET_BYTES,
  /** Issue 6: route content on the emulated phone, a first visit. */
  routeColdContentMs: 2500,
  /** Issue 6: route content on the emulated phone, the service worker controlling. */
  routeWarmContentMs: 1000,
} as const;

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function checkBudgets(results: RunResults, app: AppResults): TargetCheck[] {
  const firstRoute = valueOf(app.firstRoute);
  const replay = valueOf(results.ours?.replay);
  return [
    {
      name: 'first-route JS gz (main thread)',
      target: `≤ ${kb(BUDGETS.firstRouteMainGzBytes)}`,
      measured: firstRoute ? kb(firstRoute.gzBytes.main) : '—',
      pass: firstRoute ? firstRoute.gzBytes.main <= BUDGETS.firstRouteMainGzBytes : null,
    },
    allInCheck(`replay ${REPLAY_EVENTS} queued`, replay?.delivery, BUDGETS.replayAllInMs),
    lostDupCheck(`replay ${REPLAY_EVENTS} queued`, replay?.delivery),
    ...routeChecks(app),
  ];
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** Three checks per route of the routes scenario; a route not built yet is 'not run'. */
function routeChecks(app: AppResults): TargetCheck[] {
  const routes = valueOf(app.routes)?.routes ?? [];
  return routes.flatMap((load) => {
    const check = (name: string, target: string, measure: () => [string, boolean]) => {
      if (!load.built)
        return { name: `${load.route} ${name}`, target, measured: 'not built', pass: null };
      const [measured, pass] = measure();
      return { name: `${load.route} ${name}`, target, measured, pass };
    };
    return [
      check('cold JS gz (main)', `≤ ${kb(BUDGETS.routeColdMainGzBytes)}`, () =>
        load.built
          ? [kb(load.coldMainGzBytes), load.coldMainGzBytes <= BUDGETS.routeColdMainGzBytes]
          : ['', false],
      ),
      check('content cold', `≤ ${ms(BUDGETS.routeColdContentMs)}`, () =>
        load.built
          ? [ms(load.cold.contentMs), load.cold.contentMs <= BUDGETS.routeColdContentMs]
          : ['', false],
      ),
      check('content warm', `≤ ${ms(BUDGETS.routeWarmContentMs)}`, () =>
        load.built
          ? [ms(load.warm.contentMs), load.warm.contentMs <= BUDGETS.routeWarmContentMs]
          : ['', false],
      ),
    ];
  });
}
