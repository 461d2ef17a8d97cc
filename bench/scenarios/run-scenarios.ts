/**
 * Runs the selected scenarios and files each outcome under its SDK (or under
 * the app, for the first route). A scenario that throws is recorded as an
 * error and the run goes on.
 */
import type { ScenarioId } from '../cli-args';
import type { AppResults, RunResults, SdkResults } from '../results';
import { outcome } from '../results';
import type { SdkId } from '../sdks';
import { SDK_LABELS } from '../sdks';
import { runAbtest } from './abtest';
import { runFaults } from './faults';
import { runFirstRoute } from './first-route';
import { runOffline } from './offline';
import { runPopups } from './popups';
import { runReplay } from './replay';
import { runRoutes } from './routes';
import type { ScenarioEnv } from './scenario-env';
import { runTrack } from './track';
import { runTwoTabs } from './two-tabs';

const log = (line: string): void => void process.stderr.write(`[bench] ${line}\n`);

export async function runSdkScenarios(
  env: ScenarioEnv,
  sdks: readonly SdkId[],
  only: readonly ScenarioId[],
  results: RunResults,
): Promise<void> {
  const slot = (sdk: SdkId): SdkResults => results[sdk] as SdkResults;
  if (only.includes('track')) {
    // Serial: main-thread timings must not compete for the CPU.
    for (const sdk of sdks) {
      log(`track: ${SDK_LABELS[sdk]}`);
      slot(sdk).track = await outcome(() => runTrack(env, sdk));
    }
  }
  // Delivery scenarios only wait on the network and timers: run the SDKs side by side.
  if (only.includes('offline')) {
    log('offline: all SDKs');
    await Promise.all(
      sdks.map(async (sdk) => void (slot(sdk).offline = await outcome(() => runOffline(env, sdk)))),
    );
  }
  if (only.includes('faults')) {
    log('faults: all SDKs');
    await Promise.all(
      sdks.map(async (sdk) => void (slot(sdk).faults = await outcome(() => runFaults(env, sdk)))),
    );
  }
  if (only.includes('tabs')) {
    log('two tabs: all SDKs');
    await Promise.all(
      sdks.map(async (sdk) => void (slot(sdk).tabs = await outcome(() => runTwoTabs(env, sdk)))),
    );
  }
  // A budget of our SDK, not a comparison: the peers are not run.
  if (only.includes('replay') && sdks.includes('ours')) {
    log('replay of 5000 queued events: ours');
    slot('ours').replay = await outcome(() => runReplay(env, 'ours'));
  }
}

export async function runAppScenarios(
  env: Pick<ScenarioEnv, 'browser'>,
  only: readonly ScenarioId[],
  paths: { projectRoot: string; buildRoot: string },
): Promise<AppResults> {
  const app: AppResults = {};
  if (only.includes('firstroute')) {
    log('first route: building the app and loading /');
    app.firstRoute = await outcome(() =>
      runFirstRoute(env.browser, paths.projectRoot, paths.buildRoot),
    );
  }
  if (only.includes('routes')) {
    log('routes: building the app, loading each route cold and warm on an emulated phone');
    app.routes = await outcome(() => runRoutes(env.browser, paths.projectRoot, paths.buildRoot));
  }
  if (only.includes('popups')) {
    log('popups: 200 plans × 5 rules, main-thread track() and track → visible');
    app.popups = await outcome(() =>
      runPopups(env.browser, paths.projectRoot, paths.buildRoot, app.firstRoute?.ok === true),
    );
  }
  if (only.includes('abtest')) {
    log('abtest: link redirect vs no experiment, first and repeat visits; A/B layer bytes');
    const built = app.firstRoute?.ok === true || app.popups?.ok === true;
    app.abtest = await outcome(() =>
      runAbtest(env.browser, paths.projectRoot, paths.buildRoot, built),
    );
  }
  return app;
}
