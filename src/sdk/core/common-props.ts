/**
 * The properties every `track` event shares: sa-sdk presets plus the registered
 * page properties. They are built once per page snapshot (page-env.ts takes one
 * per task) and state ($latest_* values, first-day flag, registerPage) and
 * shared by the events of it, instead of being rebuilt (and the referrer URL
 * parsed) per event. Pure: a memo of its inputs.
 */
import { presetProperties, type PageEnv } from './preset';

export type CommonProperties = (
  env: PageEnv,
  referrerOverride: string | null,
  latest: Record<string, unknown>,
  isFirstDay: boolean,
  pageProps: Record<string, unknown>,
) => Record<string, unknown>;

/**
 * A memo of the last common properties. The object it returns is shared by the
 * caller's events: callers copy it (spread) into each event, never hand it out.
 */
export function createCommonProperties(): CommonProperties {
  let env: PageEnv | null = null;
  let referrer: string | null = null;
  let latest: Record<string, unknown> | null = null;
  let firstDay = false;
  let page: Record<string, unknown> | null = null;
  let value: Record<string, unknown> = {};
  return (nextEnv, nextReferrer, nextLatest, nextFirstDay, nextPage) => {
    const same =
      env === nextEnv &&
      referrer === nextReferrer &&
      latest === nextLatest &&
      firstDay === nextFirstDay &&
      page === nextPage;
    if (same) return value;
    env = nextEnv;
    referrer = nextReferrer;
    latest = nextLatest;
    firstDay = nextFirstDay;
    page = nextPage;
    const withReferrer = nextReferrer === null ? nextEnv : { ...nextEnv, referrer: nextReferrer };
    value = { ...presetProperties(withReferrer, nextLatest, nextFirstDay), ...nextPage };
    return value;
  };
}
