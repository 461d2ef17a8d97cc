import { createHash } from 'node:crypto';
import type { Experiment, ExperimentGroup } from './experiment-schema';

/**
 * Deterministic assignment (issue 8): a hash of (experiment id, visitor id) picks a
 * bucket 0..99, and the groups' percentages, in their stored order, cover buckets
 * from 0 upwards. The same visitor gets the same group on every reload, process and
 * device; a bucket beyond the last group's share is in no group (defaults apply).
 * Pure.
 */
export function bucketOf(experimentId: string, visitorId: string): number {
  // SHA-256, not a JS string hash: stable across Node versions and processes, and
  // well mixed, so experiments with similar ids do not split visitors alike.
  const digest = createHash('sha256').update(`${experimentId}\u0000${visitorId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export function assignGroup(experiment: Experiment, visitorId: string): ExperimentGroup | null {
  const bucket = bucketOf(experiment.abtest_experiment_id, visitorId);
  let upper = 0;
  for (const group of experiment.groups) {
    upper += group.percent;
    if (bucket < upper) return group;
  }
  return null;
}
