/**
 * The popup runtime on fake time, a scripted campaign server and
 * fake-indexeddb. The engine is a small stand-in for popup-engine.ts (the pure
 * core is tested on its own): a plan shows when one of its rules names the
 * event, unless the plan is paused or inside its popup interval; the runtime's
 * lifecycle is what these tests are about.
 */
import type { TrackedEvent } from '../../../src/sdk/core/engine-protocol';
import type { EngineNotice } from '../../../src/sdk/core/engine-protocol';
import type { Plan, PopupState, ServerConfig } from '../../../src/sdk/core/popup/types';
import { windowSpan } from '../../../src/sdk/core/popup/windows';
import { createAnalyticsDb } from '../../../workers/db';
import { createPopupStore } from '../../../workers/popups/popup-store';
import type { JsonResponse } from '../../../workers/popups/popup-fetch';
import { createPopupRuntime, type PopupEngineFns } from '../../../workers/popups/runtime';
import { createFakeClock } from './fakes';

export const API = 'http://127.0.0.1:9/api';

export const fakeEngine: PopupEngineFns & { profiles: Array<Record<string, unknown> | undefined> } =
  {
    profiles: [],
    emptyPopupState: (): PopupState => ({ version: 1, global_popup_count: [], plans: {} }),
    evaluate(config, state, event, now, profile) {
      fakeEngine.profiles.push(profile);
      const show =
        config.popup_plans.find(
          (plan) =>
            plan.status !== 'SUSPEND' &&
            plan.pattern_popup.matcher_list.some((rule) => rule.event_name === event.event) &&
            !(
              (state.plans[String(plan.plan_id)]?.is_in_popup_interval_window?.expire_time ?? 0) >
              now
            ),
        ) ?? null;
      const seen = state.plans.seen?.is_in_popup_limit_window?.count ?? 0;
      const counted = { start_time: now, expire_time: now, count: seen + 1 };
      return {
        state: { ...state, plans: { ...state.plans, seen: { is_in_popup_limit_window: counted } } },
        show,
      };
    },
    recordShown(_config, state, plan, now, uuid) {
      const id = String(plan.plan_id);
      return {
        ...state,
        global_popup_count: [now, ...state.global_popup_count],
        plans: {
          ...state.plans,
          [id]: {
            is_in_popup_interval_window: {
              start_time: now,
              expire_time: now + windowSpan(plan.popup_interval),
            },
            ...(plan.convert_window
              ? {
                  is_in_convert_window: {
                    start_time: now,
                    expire_time: now + windowSpan(plan.convert_window),
                    uuid,
                  },
                }
              : {}),
          },
        },
      };
    },
  };

export function plan(id: number, event: string, extra: Partial<Plan> = {}): Plan {
  return {
    plan_id: id,
    is_audience: true,
    pattern_popup: { matcher_list: [{ event_name: event, params: [1] }] },
    popup_window_content: { popup_type: 'PRESET', content: '{"template":{"title":"t"}}' },
    ...extra,
  };
}

export function config(plans: Plan[], extra: Partial<ServerConfig> = {}): ServerConfig {
  return { server_current_time: 0, popup_plans: plans, min_sdk_version_required: '1.26', ...extra };
}

export type Reply = { status: number; body: unknown } | 'network' | 'hang';

let dbCount = 0;

export function createPopupHarness(options: { dbName?: string; start?: number } = {}) {
  const clock = createFakeClock(options.start);
  const dbName = options.dbName ?? `popups-${(dbCount += 1)}-${Math.random()}`;
  const db = createAnalyticsDb(dbName);
  const requests: Array<{ url: URL; init: RequestInit }> = [];
  const notices: EngineNotice[] = [];
  const server = {
    /** The config answer (a function of the request), or a failure. */
    config: (): Reply => ({ status: 200, body: config([]) }),
    displays: (_uuids: string[]): Reply => ({ status: 200, body: { displays: [] } }),
  };
  let random = 0;
  const runtime = createPopupRuntime({
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    random: () => ((random = (random + 0.37) % 1), random),
    // Decisions only: the quiet-point progress notices are asserted in popups-calls.test.ts.
    post: (notice) => void (notice.kind === 'popup-progress' || notices.push(notice)),
    engine: fakeEngine,
    store: () => createPopupStore(db),
    fetch: (url, init) => {
      const parsed = new URL(url);
      requests.push({ url: parsed, init });
      const reply = parsed.pathname.endsWith('/sfo/popup_displays')
        ? server.displays((parsed.searchParams.get('popup_display_uuids') ?? '').split(','))
        : server.config();
      if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (reply === 'hang') {
        return new Promise<JsonResponse>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        );
      }
      return Promise.resolve({
        ok: reply.status >= 200 && reply.status < 300,
        status: reply.status,
        json: () => Promise.resolve(reply.body),
      });
    },
  });
  const setup = (distinctId = 'visitor-1') => ({
    apiBaseUrl: API,
    project: 'default',
    platform: 'H5',
    sdkVersion: '1.26.2',
    distinctId,
  });
  let trackId = 0;
  const event = (name: string, distinctId = 'visitor-1', extra: Partial<TrackedEvent> = {}) =>
    ({
      _track_id: (trackId += 1),
      type: 'track',
      event: name,
      distinct_id: distinctId,
      lib: { $lib: 'js', $lib_method: 'code', $lib_version: '1.26.2' },
      properties: {},
      time: clock.now(),
      ...extra,
    }) as TrackedEvent;
  const pulls = () => requests.filter((r) => r.url.pathname.endsWith('/sfo/user_popup_configs'));
  const shows = () =>
    notices.flatMap((notice) => (notice.kind === 'popup' ? [notice.decision] : []));
  /** Advances the clock and runs what came due, then waits for the runtime. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await clock.runDue();
    await runtime.idle();
  };
  return {
    clock,
    db,
    dbName,
    runtime,
    server,
    requests,
    notices,
    setup,
    event,
    pulls,
    shows,
    advance,
  };
}
