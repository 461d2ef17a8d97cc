/**
 * A/B experiments for the app (issue 8): the SensorsABTest plugin, pointed at
 * the reference server's experiment service on this origin unless the build
 * sets VITE_ABTEST_URL (production: the platform's experiment service, with
 * its `project-key`). The app is an SPA whose router follows popstate, so
 * link experiments redirect without a reload.
 */
import sensors from '../../sdk';
// Registers SensorsABTest (the shim; the layer itself loads on use).
import '../../sdk/abtest';
import type { AbtestInstance } from '../../sdk/abtest';
import { provideExperiments } from '../../components/experiments/experiment-plugin';

const env = import.meta.env as Record<string, string | undefined>;
// The reference server's experiment service (server/abtest/routes.ts); project "default" (spec 001 §5).
const DEFAULT_PATH = '/abtest/api/v2/abtest/online/results?project-key=default';

export function experimentServiceUrl(configured: string | undefined, origin: string): string {
  return configured && configured.trim() ? configured.trim() : `${origin}${DEFAULT_PATH}`;
}

/** Starts the plugin and hands it to screens' code experiments (components/experiments). */
export function startExperiments(): void {
  const instance = sensors.use<AbtestInstance>('SensorsABTest', {
    url: experimentServiceUrl(env.VITE_ABTEST_URL, location.origin),
    timeout_milliseconds: 3000,
    spa_redirect: true,
  });
  provideExperiments(instance);
}
