/**
 * Link experiments on one page address (spec 001 §4): which experiment the page
 * is the control page of, and where an experiment-group visitor goes. Pure.
 */
import { matchLink } from './abtest';
import { isMarkedAddress, REDIRECT_MARK } from './abtest-mark';
import type { ExperimentResult } from './abtest-result';

export type LinkDecision =
  /** No link experiment has this page as its control page (or the address is marked). */
  | { action: 'none' }
  /** A control-group visitor: stays, and the hit is tracked. */
  | { action: 'stay'; result: ExperimentResult }
  /** An experiment-group visitor: goes to `url` (marked), and the hit is tracked. */
  | { action: 'redirect'; result: ExperimentResult; url: string };

/**
 * The experiment page's address: `experiment_link` read against the page, with
 * the control page's query parameters it does not set itself (a seller id
 * passed in the address goes along, as sa-sdk does), plus the mark. Null when
 * it is not an http(s) address.
 */
export function experimentAddress(href: string, experimentLink: string): string | null {
  try {
    const page = new URL(href);
    const target = new URL(experimentLink, page);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
    for (const [name, value] of page.searchParams) {
      if (!target.searchParams.has(name)) target.searchParams.append(name, value);
    }
    target.searchParams.set(REDIRECT_MARK, 'true');
    return target.href;
  } catch {
    return null;
  }
}

/** The first LINK result whose control link matches `href` decides; marked addresses stay. */
export function decideLink(results: readonly ExperimentResult[], href: string): LinkDecision {
  if (isMarkedAddress(href)) return { action: 'none' };
  for (const result of results) {
    if (result.experiment_type !== 'LINK' || !result.control_link || !result.link_match_type) {
      continue;
    }
    const exp = { control_link: result.control_link, link_match_type: result.link_match_type };
    if (!matchLink(href, exp)) continue;
    if (result.is_control_group || !result.experiment_link) return { action: 'stay', result };
    const url = experimentAddress(href, result.experiment_link);
    // A target that cannot be built is treated as the control page: defaults apply.
    return url ? { action: 'redirect', result, url } : { action: 'stay', result };
  }
  return { action: 'none' };
}

/** Experiment-group link experiments (the ones that may redirect): the page-load mask hint. */
export function countRedirectingLinks(results: readonly ExperimentResult[]): number {
  return results.filter(
    (result) =>
      result.experiment_type === 'LINK' && !result.is_control_group && !!result.experiment_link,
  ).length;
}
