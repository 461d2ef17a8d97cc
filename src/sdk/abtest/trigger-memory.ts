/**
 * spec/issue 8 "Tracking": `$ABTestTrigger` once per visitor, experiment, group
 * and result. The hits already tracked are remembered in localStorage (shared
 * by the tabs), newest last, capped so the key stays small.
 */
import type { ExperimentResult } from '../core/abtest-result';

const TRIGGERS_KEY = 'sensorsdata_abtest_triggers';
const MAX_REMEMBERED = 500;

function hitKey(visitor: string, result: ExperimentResult): string {
  return [
    visitor,
    result.abtest_experiment_id,
    result.abtest_experiment_group_id,
    result.abtest_experiment_result_id,
  ].join('\u0001');
}

function readAll(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TRIGGERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export interface TriggerMemory {
  /** True the first time a hit is seen (then it is remembered), false after. */
  firstHit(visitor: string, result: ExperimentResult): boolean;
}

export function createTriggerMemory(): TriggerMemory {
  // This page's own hits, in case storage is unavailable.
  const seen = new Set<string>();
  return {
    firstHit(visitor, result) {
      const key = hitKey(visitor, result);
      if (seen.has(key)) return false;
      seen.add(key);
      const stored = readAll();
      if (stored.includes(key)) return false;
      stored.push(key);
      try {
        localStorage.setItem(TRIGGERS_KEY, JSON.stringify(stored.slice(-MAX_REMEMBERED)));
      } catch {
        // Storage full or blocked: this page still tracks each hit once.
      }
      return true;
    },
  };
}

/** The `$ABTestTrigger` properties existing Sensors A/B reports read. */
export function triggerProperties(result: ExperimentResult): Record<string, string> {
  return {
    $abtest_experiment_id: result.abtest_experiment_id,
    $abtest_experiment_group_id: result.abtest_experiment_group_id,
    $abtest_experiment_result_id: result.abtest_experiment_result_id,
  };
}
