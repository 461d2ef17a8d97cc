/** What every scenario gets from the runner. */
import type { Browser } from 'playwright-core';
import type { Receiver } from '../receiver';
import type { SdkId } from '../sdks';

export interface ScenarioEnv {
  browser: Browser;
  receiver: Receiver;
  /** Unique per run so sink keys and bench ids never collide across runs. */
  runId: string;
}

export function sinkKey(env: ScenarioEnv, scenario: string, sdk: SdkId): string {
  return `${scenario}-${sdk}-${env.runId}`;
}
