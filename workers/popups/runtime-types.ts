/** The popup runtime's seams (runtime.ts): the pure engine it runs, its edges, its calls. */
import type { EngineResult, TrackedEvent } from '../../src/sdk/core/engine-protocol';
import type { PopupReport } from '../../src/sdk/core/popup-protocol';
import type { Plan, PopupState, ServerConfig } from '../../src/sdk/core/popup/types';
import type { PostNotice } from '../notices';
import type { PopupFetch, TimerDeps } from './popup-fetch';
import type { PopupStore } from './popup-store';

/** The pure engine (src/sdk/core/popup-engine.ts, CONTRACTS.md). */
export interface PopupEngineFns {
  emptyPopupState(): PopupState;
  evaluate(
    config: ServerConfig,
    state: PopupState,
    event: { event: string; properties: Record<string, unknown>; time: number },
    now: number,
    profile?: Record<string, unknown>,
  ): { state: PopupState; show: Plan | null };
  recordShown(
    config: ServerConfig,
    state: PopupState,
    plan: Plan,
    now: number,
    displayUuid: string,
  ): PopupState;
}

export interface PopupRuntimeDeps extends TimerDeps {
  fetch: PopupFetch;
  now: () => number;
  random: () => number;
  post: PostNotice;
  engine: PopupEngineFns;
  /** The store over the database the delivery engine was started with. */
  store: () => PopupStore;
}

export interface PopupRuntime {
  start(setup: unknown): Promise<EngineResult>;
  /** Events the delivery engine accepted (called after they are stored: delivery first). */
  observe(events: readonly TrackedEvent[]): void;
  report(report: PopupReport): Promise<EngineResult>;
  resetVisitor(distinctId: string): Promise<EngineResult>;
  /** Hidden: timers stop and events are not evaluated; shown: the stored row is reloaded, a due pull runs. */
  pageVisible(visible: boolean): Promise<EngineResult>;
  stop(): void;
  /** Resolves once every queued step has run (tests, bench). */
  idle(): Promise<void>;
}
