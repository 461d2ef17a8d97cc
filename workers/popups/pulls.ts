/**
 * Config pulls (spec 001 §7 GET {api_base}/sfo/user_popup_configs): one at the
 * start of each visitor, then every config_pull_interval_ms (default 600000, or
 * the server's). An accepted config replaces the stored one and sets the server
 * clock offset; a rejected config or a failed request clears the popup state,
 * logs why and schedules the next pull all the same (spec 001 §8).
 */
import { parseServerConfig } from '../../src/sdk/core/config';
import type { PopupSetup } from '../../src/sdk/core/popup-protocol';
import type { PopupState, ServerConfig } from '../../src/sdk/core/popup/types';
import { serverClockOffset } from '../../src/sdk/core/popup/windows';
import { warn } from '../log';
import { ruleEventNames } from './plan-view';
import { serviceUrl, type FetchResult, type TimerDeps } from './popup-fetch';
import type { PopupVisitorRow } from './visitor-row';

/** spec 001 §9: config pull interval default 600000 ms. */
export const DEFAULT_PULL_INTERVAL_MS = 600_000;

export interface PullDeps extends TimerDeps {
  now: () => number;
  emptyState: () => PopupState;
  getJson: (url: string) => Promise<FetchResult>;
  current: () => { setup: PopupSetup; row: PopupVisitorRow; generation: number } | null;
  /** True while the page is hidden: no pull starts and none is scheduled. */
  paused: () => boolean;
  /** Applies a row change on the runtime's task chain, if `generation` is still current. */
  apply: (generation: number, update: (row: PopupVisitorRow) => PopupVisitorRow) => Promise<void>;
}

export function configUrl(setup: PopupSetup, distinctId: string, now: number): string {
  return serviceUrl(setup.apiBaseUrl, '/sfo/user_popup_configs', {
    distinct_id: distinctId,
    platform: setup.platform,
    project: setup.project,
    time: String(now),
    sdk_version: setup.sdkVersion,
  });
}

export function createPulls(deps: PullDeps) {
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let intervalMs: number | null = null;
  const names = new WeakMap<ServerConfig, Set<string>>();

  const interval = (setup: PopupSetup): number =>
    intervalMs ?? setup.configPullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS;

  const schedule = (generation: number, ms: number): void => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = deps.setTimeout(() => {
      timer = null;
      pullNow(generation);
    }, ms);
  };

  const pull = async (generation: number): Promise<void> => {
    const current = deps.current();
    if (!current || current.generation !== generation || deps.paused()) return;
    const { setup, row } = current;
    const answer = await deps.getJson(configUrl(setup, row.distinctId, deps.now()));
    const localNow = deps.now();
    const parsed = answer.ok
      ? parseServerConfig(answer.body, setup.sdkVersion)
      : { ok: false as const, error: `request failed: ${answer.error}` };
    if (parsed.ok) {
      for (const message of parsed.warnings) warn(`popup config: ${message}`);
      const serverInterval = parsed.config.config_pull_interval_ms;
      intervalMs = serverInterval && serverInterval > 0 ? serverInterval : null;
    }
    const next = interval(setup);
    if (!parsed.ok) {
      warn(`popup config ${parsed.error}; popup state cleared, next pull in ${next} ms`);
    }
    await deps.apply(generation, (stored) =>
      parsed.ok
        ? {
            ...stored,
            config: parsed.config,
            serverOffsetMs: serverClockOffset(parsed.config.server_current_time, localNow),
            pulledAt: localNow,
            updatedAt: localNow,
          }
        : {
            ...stored,
            config: null,
            state: deps.emptyState(),
            displays: [],
            pulledAt: localNow,
            updatedAt: localNow,
          },
    );
    if (deps.current()?.generation === generation && !deps.paused()) schedule(generation, next);
  };

  function pullNow(generation: number): void {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    const running = pull(generation).catch((error: unknown) =>
      warn('popup config pull failed', error),
    );
    inFlight = running;
    void running.finally(() => {
      if (inFlight === running) inFlight = null;
    });
  }

  return {
    pullNow,
    stop(): void {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      intervalMs = null;
    },
    /** The page was hidden: the next pull waits for resume (the server's interval is kept). */
    pause(): void {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
    },
    /** The page is shown again: pulls now if the last pull (at `pulledAt`) is due, else when it is. */
    resume(generation: number, setup: PopupSetup, pulledAt: number): void {
      const wait = pulledAt + interval(setup) - deps.now();
      if (wait <= 0) pullNow(generation);
      else schedule(generation, wait);
    },
    /** Whether the row's config has a rule for this event name. */
    listens(row: PopupVisitorRow, event: string | undefined): boolean {
      const config = row.config;
      if (!config || event === undefined) return false;
      let set = names.get(config);
      if (!set) names.set(config, (set = ruleEventNames(config.popup_plans)));
      return set.has(event);
    },
    busy: (): boolean => inFlight !== null,
    settled: (): Promise<void> => inFlight ?? Promise.resolve(),
  };
}
