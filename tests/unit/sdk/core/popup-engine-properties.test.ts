import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPopupState, evaluate, recordShown } from '../../../../src/sdk/core/popup-engine';
import type {
  Plan,
  PopupState,
  ServerConfig,
  TimeWindow,
} from '../../../../src/sdk/core/popup/types';
import { MIN, T0, config, plan } from './popup-test-plans';

/**
 * Whatever the sequence of events, the shows the engine allows never break the
 * spec's limits: checked against the show log, independently of the engine's
 * own state.
 */
const minutes = (value: number): TimeWindow => ({ value, unit: 'MINUTE' });

const planArb = (planId: number) =>
  fc
    .record({
      interval: fc.integer({ min: 0, max: 30 }),
      reEnterSpan: fc.integer({ min: 1, max: 60 }),
      reEnterLimit: fc.integer({ min: 1, max: 3 }),
      count: fc.integer({ min: 1, max: 3 }),
      priority: fc.integer({ min: 0, max: 2 }),
      limited: fc.boolean(),
    })
    .map((p): Plan =>
      plan({
        plan_id: planId,
        absolute_priority: p.priority,
        global_msg_limit_enabled: p.limited,
        popup_interval: minutes(p.interval),
        re_enter: { ...minutes(p.reEnterSpan), limit: p.reEnterLimit },
        pattern_popup: {
          matcher_list: [{ event_name: `e${planId % 2}`, params: [p.count], window: minutes(20) }],
        },
      }),
    );

const scenarioArb = fc.record({
  plans: fc.tuple(planArb(1), planArb(2), planArb(3)),
  globalInterval: fc.integer({ min: 0, max: 10 }),
  globalLimit: fc.integer({ min: 1, max: 4 }),
  steps: fc.array(fc.tuple(fc.integer({ min: 0, max: 8 * MIN }), fc.constantFrom('e0', 'e1')), {
    maxLength: 60,
  }),
});

type Show = { planId: number | string; at: number };

function run(cfg: ServerConfig, steps: Array<[number, string]>): Show[] {
  let state: PopupState = emptyPopupState();
  let now = T0;
  const shows: Show[] = [];
  for (const [gap, name] of steps) {
    now += gap;
    const decision = evaluate(cfg, state, { event: name, properties: {}, time: now }, now);
    state = decision.state;
    if (decision.show) {
      state = recordShown(cfg, state, decision.show, now);
      shows.push({ planId: decision.show.plan_id, at: now });
    }
  }
  return shows;
}

describe('limits hold over any event sequence', () => {
  it('plan interval, global interval, participation and global limits', () => {
    fc.assert(
      fc.property(scenarioArb, ({ plans, globalInterval, globalLimit, steps }) => {
        const cfg = config([...plans], {
          popup_interval_global: minutes(globalInterval),
          msg_limit_global: { is_in_use: true, limits: [{ limit: globalLimit, ...minutes(30) }] },
        });
        const shows = run(cfg, steps);
        shows.forEach((show, i) => {
          const previous = shows[i - 1];
          if (previous) expect(show.at - previous.at).toBeGreaterThanOrEqual(globalInterval * MIN);
          const p = plans.find((candidate) => candidate.plan_id === show.planId);
          if (!p) throw new Error('unknown plan shown');
          if (p.global_msg_limit_enabled) {
            const earlier = shows.slice(0, i).filter((s) => show.at - s.at < 30 * MIN);
            expect(earlier.length).toBeLessThan(globalLimit);
          }
        });
        for (const p of plans) {
          const own = shows.filter((s) => s.planId === p.plan_id).map((s) => s.at);
          const interval = (p.popup_interval?.value ?? 0) * MIN;
          own.forEach((at, i) => {
            if (i > 0) expect(at - (own[i - 1] ?? 0)).toBeGreaterThanOrEqual(interval);
          });
          // re_enter windows are anchored at the first show of each window.
          const span = (p.re_enter?.value ?? 0) * MIN;
          let anchor = -Infinity;
          let inWindow = 0;
          for (const at of own) {
            if (at >= anchor + span) {
              anchor = at;
              inWindow = 0;
            }
            inWindow += 1;
            expect(inWindow).toBeLessThanOrEqual(p.re_enter?.limit ?? Infinity);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a plan with trigger count c never shows before c of its events', () => {
    fc.assert(
      fc.property(scenarioArb, ({ plans, steps }) => {
        const shows = run(config([...plans]), steps);
        for (const p of plans) {
          const first = shows.find((s) => s.planId === p.plan_id);
          if (!first) continue;
          const rule = p.pattern_popup.matcher_list[0];
          let seen = 0;
          let now = T0;
          for (const [gap, name] of steps) {
            now += gap;
            if (now > first.at) break;
            if (name === rule?.event_name) seen += 1;
          }
          expect(seen).toBeGreaterThanOrEqual(Number(rule?.params?.[0] ?? 1));
        }
      }),
      { numRuns: 300 },
    );
  });
});
