/**
 * Polls display conversions (conversions.ts) for the shown popups of the
 * current visitor, one timer for the earliest due watch. The watches live in
 * the visitor row, so polling resumes after a reload.
 */
import type { PopupSetup } from '../../src/sdk/core/popup-protocol';
import type { Plan } from '../../src/sdk/core/popup/types';
import { serverNow, windowEnd } from '../../src/sdk/core/popup/windows';
import { warn } from '../log';
import { backOff, convertedUuids, endConvertWindow, watchDisplay } from './conversions';
import { serviceUrl, type FetchResult, type TimerDeps } from './popup-fetch';
import type { PopupVisitorRow } from './visitor-row';

export interface PollDeps extends TimerDeps {
  now: () => number;
  getJson: (url: string) => Promise<FetchResult>;
  current: () => { setup: PopupSetup; row: PopupVisitorRow; generation: number } | null;
  /** True while the page is hidden: watches are kept, polling waits for schedule() again. */
  paused: () => boolean;
  apply: (generation: number, update: (row: PopupVisitorRow) => PopupVisitorRow) => Promise<void>;
}

export function createConversionPolls(deps: PollDeps) {
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;

  const clear = (): void => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };

  function schedule(generation: number): void {
    clear();
    const current = deps.current();
    if (!current || current.generation !== generation || deps.paused()) return;
    if (current.row.displays.length === 0) return;
    const due = Math.min(...current.row.displays.map((watch) => watch.nextPollAt));
    timer = deps.setTimeout(
      () => {
        timer = null;
        const running = poll(generation).catch((error: unknown) =>
          warn('popup conversion poll failed', error),
        );
        inFlight = running;
        void running.finally(() => {
          if (inFlight === running) inFlight = null;
        });
      },
      Math.max(0, due - deps.now()),
    );
  }

  async function poll(generation: number): Promise<void> {
    const current = deps.current();
    if (!current || current.generation !== generation) return;
    const { setup, row } = current;
    const dueUuids = row.displays
      .filter((watch) => watch.nextPollAt <= deps.now())
      .map((watch) => watch.uuid);
    if (dueUuids.length > 0) {
      const answer = await deps.getJson(
        serviceUrl(setup.apiBaseUrl, '/sfo/popup_displays', {
          project: setup.project,
          popup_display_uuids: dueUuids.join(','),
          time: String(deps.now()),
        }),
      );
      if (!answer.ok) warn(`popup conversion poll: ${answer.error}`);
      const converted = answer.ok ? convertedUuids(answer.body) : new Set<string>();
      const localNow = deps.now();
      await deps.apply(generation, (stored) => {
        let state = stored.state;
        const now = serverNow(localNow, stored.serverOffsetMs);
        const displays = stored.displays.flatMap((watch) => {
          if (!dueUuids.includes(watch.uuid)) return [watch];
          if (converted.has(watch.uuid)) {
            state = endConvertWindow(state, watch.planId, watch.uuid);
            return [];
          }
          return now >= watch.expireAt ? [] : [backOff(watch, localNow)];
        });
        return { ...stored, state, displays, updatedAt: localNow };
      });
    }
    schedule(generation);
  }

  return {
    schedule,
    /** Starts polling a display whose plan has a conversion window. */
    watch(generation: number, plan: Plan, uuid: string): void {
      const current = deps.current();
      if (!current || current.generation !== generation) return;
      const localNow = deps.now();
      const shownAt = serverNow(localNow, current.row.serverOffsetMs);
      const expireAt = windowEnd(shownAt, plan.convert_window);
      if (expireAt <= shownAt) return;
      const added = watchDisplay(uuid, String(plan.plan_id), expireAt, localNow);
      void deps
        .apply(generation, (stored) => ({ ...stored, displays: [...stored.displays, added] }))
        .then(() => schedule(generation));
    },
    stop: clear,
    busy: (): boolean => inFlight !== null,
    settled: (): Promise<void> => inFlight ?? Promise.resolve(),
  };
}
