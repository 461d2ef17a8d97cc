/**
 * The popup campaign runtime of one worker (spec 001 §4 "Plugin lifecycle"):
 * load the visitor's row, pull the config, then every config_pull_interval_ms;
 * queue the events that have a plan rule and evaluate them one at a time; send
 * each decision to the page as a notice; record shows the page reports; poll
 * display conversions. A visitor change stops everything, clears the state and
 * starts over with a fresh pull. All steps run on one serial task chain, so
 * state changes never interleave; network waits happen outside it.
 */
import type { EngineResult, TrackedEvent } from '../../src/sdk/core/engine-protocol';
import type { PopupSetup } from '../../src/sdk/core/popup-protocol';
import type { Plan } from '../../src/sdk/core/popup/types';
import { serverNow } from '../../src/sdk/core/popup/windows';
import { warn } from '../log';
import { newUuid } from './display-uuid';
import { toPlanView } from './plan-view';
import { getJson } from './popup-fetch';
import type { PopupStore } from './popup-store';
import type { PopupRuntime, PopupRuntimeDeps } from './runtime-types';
import { createPulls } from './pulls';
import { createConversionPolls } from './conversion-polls';
import { checkPopupSetup } from './setup-check';
import { rowForVisitor, freshRow, type PopupVisitorRow } from './visitor-row';
import { applyProfileEvent } from './profile';
import { createPopupProgress } from './progress';

export type { PopupEngineFns, PopupRuntime, PopupRuntimeDeps } from './runtime-types';

/** Events that wait for the first pull of a visitor; older ones are dropped beyond it. */
const HELD_LIMIT = 500;

export function createPopupRuntime(deps: PopupRuntimeDeps): PopupRuntime {
  let chain: Promise<unknown> = Promise.resolve();
  let generation = 0;
  let setup: PopupSetup | null = null;
  /** Set as soon as a valid start arrives, before its (async) restart runs. */
  let accepting = false;
  let store: PopupStore | null = null;
  let row: PopupVisitorRow | null = null;
  /** False until the visitor's first pull was applied: events wait for it. */
  let ready = false;
  /** The page is hidden (spec 001 §4, as sa's popup plugin): no pulls, polls or evaluation. */
  let hidden = false;
  const paused = (): boolean => hidden;
  let queue: TrackedEvent[] = [];
  const decisions = new Map<string, { plan: Plan; uuid: string; generation: number }>();
  const progress = createPopupProgress(deps.post);

  const run = <T>(task: () => Promise<T> | T): Promise<T> => {
    const next = chain.then(task);
    chain = next.catch((error: unknown) => warn('popup step failed', error));
    return next;
  };
  const save = async (next: PopupVisitorRow): Promise<void> => {
    row = next;
    await store?.save(next);
  };
  const localNow = (): number => deps.now();
  const corrected = (time: number): number => serverNow(time, row?.serverOffsetMs ?? 0);

  const pulls = createPulls({
    ...deps,
    paused,
    emptyState: () => deps.engine.emptyPopupState(),
    getJson: (url) => getJson(deps.fetch, deps, url),
    current: () => (setup && row ? { setup, row, generation } : null),
    apply: (gen, update) =>
      run(async () => {
        if (gen !== generation || !row) return;
        await save(update(row));
        ready = true;
        progress.pulled();
        drain();
      }),
  });
  const polls = createConversionPolls({
    ...deps,
    paused,
    getJson: (url) => getJson(deps.fetch, deps, url),
    current: () => (setup && row ? { setup, row, generation } : null),
    apply: (gen, update) =>
      run(async () => {
        if (gen !== generation || !row) return;
        await save(update(row));
      }),
  });

  const halt = (): void => {
    generation += 1;
    pulls.stop();
    polls.stop();
    queue = [];
    decisions.clear();
    ready = false;
  };

  /** Stops, loads (or clears) the visitor's row, and pulls afresh. */
  const restart = async (distinctId: string, clear: boolean): Promise<void> => {
    if (!setup) return;
    halt();
    store ??= deps.store();
    const now = localNow();
    const stored = clear ? undefined : await store.load(setup.project);
    const { row: next, discarded } = rowForVisitor(
      stored,
      setup.project,
      distinctId,
      deps.engine.emptyPopupState(),
      now,
    );
    if (discarded === 'stale') warn('popup data not updated for 30 days was discarded');
    await save(
      clear ? freshRow(setup.project, distinctId, deps.engine.emptyPopupState(), now) : next,
    );
    pulls.pullNow(generation);
    polls.schedule(generation);
  };

  /**
   * Other tabs of the same visitor share the row (each tab has its own worker):
   * the stored row holds every tab's latest write, so a show in one tab counts
   * in the others before they evaluate or record.
   */
  const adoptStored = async (): Promise<void> => {
    if (!row || !store) return;
    const stored = await store.load(row.project);
    if (stored && stored.distinctId === row.distinctId) row = stored;
  };

  const evaluateOne = async (event: TrackedEvent): Promise<void> => {
    await adoptStored();
    const config = row?.config;
    if (!row || !config || typeof event.event !== 'string') return;
    const now = corrected(localNow());
    const input = { event: event.event, properties: event.properties, time: corrected(event.time) };
    const result = deps.engine.evaluate(config, row.state, input, now, row.profile);
    const next = { ...row, state: result.state, updatedAt: localNow() };
    row = next;
    if (result.show) {
      // The page hears first; the write below still finishes before the next step runs.
      const uuid = newUuid(deps.random);
      const decisionId = `${generation}-${uuid}`;
      decisions.set(decisionId, { plan: result.show, uuid, generation });
      deps.post({
        kind: 'popup',
        type: 'show',
        decision: { decisionId, displayUuid: uuid, plan: toPlanView(result.show, uuid) },
      });
    }
    await save(next);
  };

  /** Evaluates queued events one at a time, each as its own step. */
  const drain = (): void => {
    if (!ready) return;
    if (queue.length === 0) return progress.quiet();
    const event = queue.shift();
    const gen = generation;
    void run(async () => {
      if (event && gen === generation) await evaluateOne(event);
    }).then(drain, drain);
  };

  const take = async (events: readonly TrackedEvent[]): Promise<void> => {
    for (const event of events) {
      if (!setup || !row) return;
      progress.received(event?.event);
      if (typeof event?.distinct_id === 'string' && event.distinct_id !== row.distinctId) {
        // Login, logout or identify: the events now carry another visitor.
        await restart(event.distinct_id, true);
      }
      const profile = applyProfileEvent(row.profile, event);
      if (profile) await save({ ...row, profile, updatedAt: localNow() });
      if (hidden || (event.type !== 'track' && event.type !== 'track_signup')) continue;
      if (ready && !pulls.listens(row, event.event)) continue;
      queue.push(event);
      if (queue.length > HELD_LIMIT) queue.shift();
    }
    drain();
  };

  return {
    start(raw) {
      const checked = checkPopupSetup(raw);
      if (!checked.ok) {
        warn(checked.error);
        return Promise.resolve({ ok: false, error: checked.error });
      }
      // Events enqueued from now on belong to this setup: take() runs after the restart below.
      accepting = true;
      return run(async () => {
        setup = checked.setup;
        await restart(checked.setup.distinctId, false);
        return { ok: true } as const;
      });
    },
    observe(events) {
      if (!accepting || !Array.isArray(events)) return;
      void run(() => take(events));
    },
    report({ decisionId, outcome }) {
      return run(async (): Promise<EngineResult> => {
        const decision = decisions.get(decisionId);
        if (!decision || decision.generation !== generation || !row?.config) {
          return { ok: false, error: 'unknown or outdated popup decision' };
        }
        decisions.delete(decisionId);
        if (outcome === 'failed') return { ok: true };
        await adoptStored();
        if (!row?.config) return { ok: false, error: 'popup config cleared meanwhile' };
        const now = corrected(localNow());
        const state = deps.engine.recordShown(
          row.config,
          row.state,
          decision.plan,
          now,
          decision.uuid,
        );
        await save({ ...row, state, updatedAt: localNow() });
        polls.watch(generation, decision.plan, decision.uuid);
        return { ok: true };
      });
    },
    resetVisitor(distinctId) {
      if (typeof distinctId !== 'string' || distinctId === '') {
        return Promise.resolve({ ok: false, error: 'distinctId must be a non-empty string' });
      }
      return run(async () => {
        if (!setup) return { ok: false, error: 'popups not started' } as const;
        await restart(distinctId, true);
        return { ok: true } as const;
      });
    },
    pageVisible(visible) {
      if (typeof visible !== 'boolean') {
        return Promise.resolve({ ok: false, error: 'visible must be a boolean' });
      }
      return run(async (): Promise<EngineResult> => {
        if (hidden === !visible) return { ok: true };
        hidden = !visible;
        if (hidden) {
          pulls.pause();
          polls.stop();
          queue = [];
          return { ok: true };
        }
        if (!setup || !row) return { ok: true };
        // Another tab may have shown popups or pulled meanwhile.
        await adoptStored();
        pulls.resume(generation, setup, row.pulledAt);
        polls.schedule(generation);
        return { ok: true };
      });
    },
    stop() {
      halt();
      setup = null;
      accepting = false;
    },
    async idle() {
      let seen: Promise<unknown> | null = null;
      while (seen !== chain || pulls.busy() || polls.busy()) {
        seen = chain;
        await chain;
        await Promise.all([pulls.settled(), polls.settled()]);
      }
    },
  };
}
