/** `npm run bench -- --only=track,offline --sdk=ours,sensors` */
import type { SdkId } from './sdks';
import { SDK_IDS, isSdkId } from './sdks';

export const SCENARIOS = [
  'track',
  'offline',
  'faults',
  'tabs',
  'size',
  // Budgets of the app and of our SDK alone (ARCHITECTURE "Performance and reliability").
  'firstroute',
  'replay',
  // Issue 6: per-route cold JavaScript and time to content, cold and warm, on an emulated phone.
  'routes',
  // Popup campaigns (issue 7): worker evaluation, main-thread cost with plans, time to visible.
  'popups',
  // A/B experiments (issue 8): link-redirect added load time, A/B layer bytes.
  'abtest',
] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

/** Scenarios that need the SDK bench pages built (every one but the app's own). */
export function needsSdkPages(only: readonly ScenarioId[]): boolean {
  const appOnly: readonly ScenarioId[] = ['firstroute', 'routes', 'popups', 'abtest'];
  return only.some((scenario) => !appOnly.includes(scenario));
}

export interface BenchArgs {
  only: ScenarioId[];
  sdks: SdkId[];
}

function isScenarioId(value: string): value is ScenarioId {
  return (SCENARIOS as readonly string[]).includes(value);
}

function listOf(argv: readonly string[], flag: string): string[] | null {
  const arg = argv.find((a) => a.startsWith(`--${flag}=`));
  if (arg === undefined) return null;
  return arg
    .slice(flag.length + 3)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  const known = /^--(only|sdk)=/;
  const unknown = argv.filter((a) => !known.test(a));
  if (unknown.length > 0) {
    throw new Error(
      `unknown argument(s): ${unknown.join(' ')} (use --only=${SCENARIOS.join(',')} --sdk=${SDK_IDS.join(',')})`,
    );
  }
  const only = listOf(argv, 'only') ?? [...SCENARIOS];
  const sdks = listOf(argv, 'sdk') ?? [...SDK_IDS];
  const badScenario = only.find((s) => !isScenarioId(s));
  if (badScenario !== undefined)
    throw new Error(`unknown scenario "${badScenario}" (one of ${SCENARIOS.join(', ')})`);
  const badSdk = sdks.find((s) => !isSdkId(s));
  if (badSdk !== undefined)
    throw new Error(`unknown sdk "${badSdk}" (one of ${SDK_IDS.join(', ')})`);
  return { only: only.filter(isScenarioId), sdks: sdks.filter(isSdkId) };
}
