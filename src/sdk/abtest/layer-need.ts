/**
 * Whether the lazy A/B layer (abtest-layer.ts) has work on a page address, for
 * the results the plugin part holds (a worker notice, the page's cached links):
 * a link experiment with the address as its control page (the visitor goes, or
 * stays and the hit is tracked), or a visual experiment shown there. Without
 * either, and without a code experiment call, a page load never fetches it.
 */
import { matchLink } from '../core/abtest';
import type { ExperimentResult } from '../core/abtest-result';
import { decideFrom } from './load-gate';

/** A VISUAL result shown on `href` (no control link: every page). */
export function visualApplies(result: ExperimentResult, href: string): boolean {
  if (result.experiment_type !== 'VISUAL') return false;
  if (!result.control_link || !result.link_match_type) return true;
  return matchLink(href, {
    control_link: result.control_link,
    link_match_type: result.link_match_type,
  });
}

export function layerNeeded(results: readonly unknown[] | null, href: string): boolean {
  if (!results) return false;
  const link = decideFrom(results, href);
  if (link && link.action !== 'none') return true;
  return results.some(
    (item) =>
      typeof item === 'object' && item !== null && visualApplies(item as ExperimentResult, href),
  );
}
