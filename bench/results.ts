/** Shape of one bench run, as printed and written to bench/results/latest.json. */
import type { BuiltPage } from './build-pages';
import type { AbtestResult } from './scenarios/abtest';
import type { FaultsResult } from './scenarios/faults';
import type { FirstRouteResult } from './scenarios/first-route';
import type { OfflineResult } from './scenarios/offline';
import type { PopupsResult } from './scenarios/popups';
import type { ReplayResult } from './scenarios/replay';
import type { RoutesResult } from './scenarios/routes';
import type { TrackResult } from './scenarios/track';
import type { TwoTabsResult } from './scenarios/two-tabs';
import type { SdkId } from './sdks';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export interface SdkResults {
  build: Outcome<BuiltPage['sizes']>;
  track?: Outcome<TrackResult>;
  offline?: Outcome<OfflineResult>;
  faults?: Outcome<FaultsResult>;
  tabs?: Outcome<TwoTabsResult>;
  /** Our SDK only. */
  replay?: Outcome<ReplayResult>;
}

export type RunResults = Partial<Record<SdkId, SdkResults>>;

/** Figures of the app itself, not of an SDK. */
export interface AppResults {
  firstRoute?: Outcome<FirstRouteResult>;
  routes?: Outcome<RoutesResult>;
  popups?: Outcome<PopupsResult>;
  abtest?: Outcome<AbtestResult>;
}

export async function outcome<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  }
}

export function valueOf<T>(result: Outcome<T> | undefined): T | undefined {
  return result?.ok ? result.value : undefined;
}
