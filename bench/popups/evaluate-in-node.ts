/**
 * Worker-side cost of one event with the 200 bench plans: the pure
 * `evaluate` (what the worker runs per queued event) on the real popup engine,
 * state carried from event to event as in the runtime. Node's V8, as in the
 * browser's worker; no IndexedDB in the figure.
 */
import { parseServerConfig } from '../../src/sdk/core/config';
import { emptyPopupState, evaluate } from '../../src/sdk/core/popup-engine';
import { BENCH_EVENT_NAMES, benchProperties, LOADED_PLANS, loadedPlan } from './bench-plans';
import { quantile } from '../stats';

export interface EvaluateFigures {
  events: number;
  medianMs: number;
  p95Ms: number;
}

export function measureEvaluate(events = 2000): EvaluateFigures {
  const now0 = 1_700_000_000_000;
  const parsed = parseServerConfig(
    {
      server_current_time: now0,
      min_sdk_version_required: '1.26',
      popup_plans: Array.from({ length: LOADED_PLANS }, (_, i) => loadedPlan(i)),
    },
    '1.26.2',
  );
  if (!parsed.ok) throw new Error(parsed.error);
  const audience = {
    ...parsed.config,
    popup_plans: parsed.config.popup_plans.map((p) => ({ ...p, is_audience: true })),
  };
  let state = emptyPopupState();
  const times: number[] = [];
  for (let i = 0; i < events + 200; i += 1) {
    const now = now0 + i * 1000;
    const event = {
      event: BENCH_EVENT_NAMES[i % BENCH_EVENT_NAMES.length]!,
      properties: benchProperties(i),
      time: now,
    };
    const start = performance.now();
    const result = evaluate(audience, state, event, now, {});
    const spent = performance.now() - start;
    state = result.state;
    if (result.show) throw new Error('bench plans must never show');
    if (i >= 200) times.push(spent); // the first 200 warm the JIT up
  }
  times.sort((a, b) => a - b);
  return { events, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
}
