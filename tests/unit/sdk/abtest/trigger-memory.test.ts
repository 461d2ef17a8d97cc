// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExperimentResult } from '../../../../src/sdk/core/abtest-result';
import { createTriggerMemory, triggerProperties } from '../../../../src/sdk/abtest/trigger-memory';

function result(group: string, resultId: string): ExperimentResult {
  return {
    abtest_experiment_id: 'e1',
    abtest_experiment_group_id: group,
    abtest_experiment_result_id: resultId,
    experiment_type: 'CODE',
    is_control_group: false,
    variables: [],
  };
}

beforeEach(() => localStorage.clear());

describe('$ABTestTrigger once per visitor, experiment, group and result', () => {
  it('remembers hits across pages (localStorage)', () => {
    expect(createTriggerMemory().firstHit('v1', result('g1', 'r1'))).toBe(true);
    const nextPage = createTriggerMemory();
    expect(nextPage.firstHit('v1', result('g1', 'r1'))).toBe(false);
    expect(nextPage.firstHit('v1', result('g2', 'r1'))).toBe(true);
    expect(nextPage.firstHit('v1', result('g1', 'r2'))).toBe(true);
    expect(nextPage.firstHit('v2', result('g1', 'r1'))).toBe(true);
  });

  it('still tracks once per page when storage is broken', () => {
    localStorage.setItem('sensorsdata_abtest_triggers', '{not json');
    const memory = createTriggerMemory();
    expect(memory.firstHit('v1', result('g1', 'r1'))).toBe(true);
    expect(memory.firstHit('v1', result('g1', 'r1'))).toBe(false);
  });

  it('carries the properties Sensors A/B reports read', () => {
    expect(triggerProperties(result('g1', 'r1'))).toEqual({
      $abtest_experiment_id: 'e1',
      $abtest_experiment_group_id: 'g1',
      $abtest_experiment_result_id: 'r1',
    });
  });
});
