import type { ExperimentResult } from '../../src/shared/abtest/result-types';
import { assignGroup } from './assign';
import type { StoredExperiment } from './store';

/**
 * The visitor's results (spec 001 §3 "A/B experiment result"): one per running
 * experiment whose percentages put the visitor in a group. The result id names
 * experiment, group and version, so a replaced experiment is a new result
 * (tracked again) while reloads keep the same one. Pure.
 */
export function resultsFor(
  experiments: readonly StoredExperiment[],
  visitorId: string,
): ExperimentResult[] {
  const results: ExperimentResult[] = [];
  for (const { experiment, version } of experiments) {
    const group = assignGroup(experiment, visitorId);
    if (!group) continue;
    const result: ExperimentResult = {
      abtest_experiment_id: experiment.abtest_experiment_id,
      abtest_experiment_group_id: group.abtest_experiment_group_id,
      abtest_experiment_result_id: `${experiment.abtest_experiment_id}-${group.abtest_experiment_group_id}-v${version}`,
      experiment_type: experiment.experiment_type,
      is_control_group: group.is_control,
      variables: group.variables ?? [],
    };
    if (experiment.control_link) result.control_link = experiment.control_link;
    if (experiment.link_match_type) result.link_match_type = experiment.link_match_type;
    if (group.experiment_link) result.experiment_link = group.experiment_link;
    if (group.changes) result.changes = group.changes;
    results.push(result);
  }
  return results;
}
