/**
 * Link experiments in the page (spec 001 §4): on a page load and on each SPA
 * route change, the page's address is checked against the visitor's LINK
 * results. Experiment-group visitors go to the experiment page (marked, so no
 * loop), control-group visitors stay; both hits are tracked. While the
 * decision is pending the page is masked and its events are held, for at most
 * 500 ms; then the defaults apply (the visitor stays).
 */
import { decideLink, type LinkDecision } from '../core/abtest-link-decision';
import type { AbtestAnswer, AbtestReadMode } from '../core/abtest-protocol';
import type { ExperimentResult } from '../core/abtest-result';
import { warn } from '../log';
import type { Sensors } from '../sensors-types';
import { closeGate, type PageGate } from './page-gate';

export interface LinkRunnerContext {
  sdk: Sensors;
  read(mode: AbtestReadMode, timeoutMs: number): Promise<AbtestAnswer>;
  snapshot(): readonly ExperimentResult[] | null;
  hit(result: ExperimentResult): void;
  /** The results a page load decides with: cached by the page, else asked for within `ms`. */
  pageLoadResults(ms: number): Promise<AbtestAnswer>;
  /** Full loads redirect with SPA navigation too (the app's router follows popstate). */
  spaOnLoad: boolean;
  /** spec 001 §9: 500 ms. */
  maskMs: number;
}

/**
 * Moves an SPA to `url` without a reload: the address is replaced and the
 * router told by a popstate, as routers (react-router, vue-router) follow it.
 */
export function navigateInPage(url: string): void {
  history.replaceState(history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
}

/** Two frames: the router has rendered the new page before the mask goes. */
function afterRender(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}

export function createLinkRunner(ctx: LinkRunnerContext) {
  function carryOut(decision: LinkDecision, gate: PageGate, spa: boolean): void {
    if (decision.action === 'none') return gate.end();
    ctx.hit(decision.result);
    if (decision.action === 'stay') return gate.end();
    if (spa) {
      // After the current route change settles (its listeners run first).
      queueMicrotask(() => {
        navigateInPage(decision.url);
        afterRender(() => gate.end());
      });
      return;
    }
    gate.end(true);
    location.replace(decision.url);
  }

  /** Decides for `href` with `answer`, unless it failed or came after the mask ended. */
  async function decide(
    href: string,
    gate: PageGate,
    spa: boolean,
    results: (ms: number) => Promise<AbtestAnswer>,
  ): Promise<void> {
    const left = gate.deadline - Date.now();
    if (left <= 0) return gate.end();
    const answer = await results(left).catch(() => null);
    // Too late (the mask is gone and the page shown) or a failure: the visitor stays.
    if (!answer?.ok || Date.now() > gate.deadline || location.href !== href) {
      if (answer && !answer.ok) warn(`link experiments: ${answer.message}; defaults apply`);
      return gate.end();
    }
    carryOut(decideLink(answer.results, href), gate, spa);
  }

  return {
    /** The page load's decision, behind the mask the plugin put up before the first render. */
    pageLoad(gate: PageGate): Promise<void> {
      return decide(location.href, gate, ctx.spaOnLoad, ctx.pageLoadResults).catch(
        (error: unknown) => {
          warn('link experiment failed; defaults apply:', error);
          gate.end();
        },
      );
    },
    /** An SPA route change: masks only when this address may redirect (or nothing is known yet). */
    routeChange(href: string): void {
      const held = ctx.snapshot();
      if (held) {
        const decision = decideLink(held, href);
        if (decision.action === 'none') return;
        if (decision.action === 'stay') return ctx.hit(decision.result);
      }
      const read = (ms: number) => ctx.read('cached-first', ms);
      void decide(href, closeGate(ctx.sdk, ctx.maskMs), true, read).catch((error: unknown) => {
        warn('link experiment failed; defaults apply:', error);
      });
    },
  };
}

export type LinkRunner = ReturnType<typeof createLinkRunner>;
