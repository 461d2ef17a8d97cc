/**
 * The plugin part's synchronous first step (spec 001 §4: mask ≤ 500 ms): the
 * page load's link decision, made before the first render from the page's
 * cached links, or behind the mask from the service's early answer, without
 * waiting for the lazy layer. Main bundle: only the fields a decision reads are
 * checked here (the full parser, with its schemas, is in the lazy layer).
 */
import { decideLink, type LinkDecision } from '../core/abtest-link-decision';
import { isMarkedAddress } from '../core/abtest-mark';
import type { ExperimentResult } from '../core/abtest-result';
import { visitorKey } from '../core/abtest-protocol';
import type { Sensors } from '../sensors-types';
import { askService } from './ask-service';
import { carryOut } from './navigate';
import { mayRedirect, readLinkCache } from './link-cache';
import { closeGate, OPEN_GATE, type PageGate } from './page-gate';
import { currentVisitor } from './visitor';

/** spec 001 §9: link mask timeout 500 ms. */
export const LINK_MASK_MS = 500;

const hasOwn = Object.prototype.hasOwnProperty;
const LINK_FIELDS = [
  'experiment_type',
  'abtest_experiment_id',
  'abtest_experiment_group_id',
  'abtest_experiment_result_id',
  'control_link',
  'link_match_type',
  'experiment_link',
  'is_control_group',
] as const;

/** spec 001 §9: experiment refresh 600000 ms; older cached links are asked for again. */
export const REFRESH_MS = 600_000;

/**
 * The fields a link decision reads, checked (the full parser, with its
 * schemas, is in the lazy layer; experimentAddress refuses non-http targets).
 */
function isLinkResult(item: unknown): item is ExperimentResult {
  if (typeof item !== 'object' || item === null) return false;
  const r = item as Record<string, unknown>;
  // Own fields only (an inherited control_link is not in the answer).
  if (LINK_FIELDS.some((key) => key in r && !hasOwn.call(r, key))) return false;
  return (
    r.experiment_type === 'LINK' &&
    typeof r.abtest_experiment_id === 'string' &&
    typeof r.abtest_experiment_group_id === 'string' &&
    typeof r.abtest_experiment_result_id === 'string' &&
    typeof r.control_link === 'string' &&
    typeof r.link_match_type === 'string' &&
    (r.experiment_link === undefined || typeof r.experiment_link === 'string') &&
    (r.is_control_group === undefined || typeof r.is_control_group === 'boolean')
  );
}

/** The link decision for this page from results (cached or just fetched); null when unusable. */
export function decideFrom(results: unknown, href = location.href): LinkDecision | null {
  if (!Array.isArray(results)) return null;
  try {
    return decideLink(results.filter(isLinkResult), href);
  } catch {
    return null;
  }
}

/** The service's answer decides here, without waiting for the lazy layer (first visits). */
function settleFrom(early: Promise<unknown>, gate: PageGate, spa: boolean) {
  return early.then((body) => {
    const ok = typeof body === 'object' && body !== null && hasOwn.call(body, 'status');
    const answer = body as { status?: unknown; results?: unknown };
    const decision =
      ok && answer.status === 'SUCCESS' && hasOwn.call(body, 'results')
        ? decideFrom(answer.results)
        : null;
    // Failed, or too late to redirect (the page shows): the visitor stays, defaults apply.
    // A control-group visitor stays anyway: their hit still counts.
    if (!decision || (decision.action === 'redirect' && Date.now() > gate.deadline)) {
      gate.end();
      return null;
    }
    carryOut(decision, gate, spa);
    return decision;
  });
}

/**
 * The page load's link decision, before anything renders. With fresh cached
 * results it is made here and now: an SPA whose router has not started yet
 * (`spa_redirect`) just gets the experiment address, so no mask is needed;
 * other pages are replaced. Otherwise, when a link experiment could redirect
 * this visitor, the page is masked and its events held, and with nothing
 * cached the service is asked at once (first-visit.ts says why).
 */
export function pageLoadGate(sdk: Sensors, options: unknown): PageGate {
  const visitor = currentVisitor(sdk);
  const key = visitorKey(visitor);
  if (isMarkedAddress(location.href)) return OPEN_GATE;
  const { url, platform, spa_redirect } = (options ?? {}) as Record<string, unknown>;
  const cached = readLinkCache(key, Date.now(), REFRESH_MS);
  const decided = cached && decideFrom(cached);
  if (decided) {
    if (decided.action !== 'redirect') return { ...OPEN_GATE, decided };
    if (spa_redirect === true) {
      history.replaceState(history.state, '', decided.url);
      return { ...OPEN_GATE, decided };
    }
    const leaving = closeGate(sdk, LINK_MASK_MS);
    location.replace(decided.url);
    return { ...leaving, decided };
  }
  if (!mayRedirect(key)) return OPEN_GATE;
  const gate = closeGate(sdk, LINK_MASK_MS);
  if (typeof url === 'string' && /^https?:\/\/.*project-key=/.test(url)) {
    const name = typeof platform === 'string' ? platform : 'H5';
    gate.early = askService(url, name, visitor, LINK_MASK_MS);
    gate.settled = settleFrom(gate.early, gate, spa_redirect === true);
  }
  return gate;
}
