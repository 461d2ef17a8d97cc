/**
 * Link experiments in the page (spec 001 §4): on a page load and on each SPA
 * route change, the page's address is checked against the visitor's LINK
 * results. Experiment-group visitors go to the experiment page (marked, so no
 * loop), control-group visitors stay; both hits are tracked. While the
 * decision is pending the page is masked and its events are held, for at most
 * 500 ms; then the defaults apply (the visitor stays).
 */
import { decideLink } from '../core/abtest-link-decision';
import type { AbtestAnswer, AbtestReadMode } from '../core/abtest-protocol';
import type { ExperimentResult } from '../core/abtest-result';
import { warn } from '../log';
import type { Sensors } from '../sensors-types';
import { carryOut } from './navigate';
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

export function createLinkRunner(ctx: LinkRunnerContext) {
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
    if (!answer?.ok || location.href !== href) {
      if (answer && !answer.ok) warn(`link experiments: ${answer.message}; defaults apply`);
      return gate.end();
    }
    const decision = decideLink(answer.results, href);
    // Too late to redirect (the mask is gone and the page shown): the visitor stays.
    if (decision.action === 'redirect' && Date.now() > gate.deadline) return gate.end();
    if (decision.action !== 'none') ctx.hit(decision.result);
    carryOut(decision, gate, spa);
  }

  return {
    /** The page load's decision, behind the mask the plugin put up before the first render. */
    pageLoad(gate: PageGate): Promise<void> {
      if (gate.decided || gate.settled) {
        // Decided and carried out by the plugin itself (abtest-plugin.ts): track the hit.
        const decided = gate.decided ? Promise.resolve(gate.decided) : gate.settled!;
        return decided.then((decision) => {
          if (decision && decision.action !== 'none') ctx.hit(decision.result);
        });
      }
      return decide(location.href, gate, ctx.spaOnLoad, ctx.pageLoadResults).catch(
        (error: unknown) => {
          warn('link experiment failed; defaults apply:', error);
          gate.end();
        },
      );
    },
    /**
     * An SPA route change: masks only when this address may redirect (or nothing
     * is known yet); `masked` is the mask the plugin part put up already.
     */
    routeChange(href: string, masked?: PageGate): void {
      const held = ctx.snapshot();
      if (held) {
        const decision = decideLink(held, href);
        if (decision.action !== 'redirect') masked?.end();
        if (decision.action === 'none') return;
        if (decision.action === 'stay') return ctx.hit(decision.result);
      }
      const read = (ms: number) => ctx.read('cached-first', ms);
      const gate = masked ?? closeGate(ctx.sdk, ctx.maskMs);
      void decide(href, gate, true, read).catch((error: unknown) => {
        warn('link experiment failed; defaults apply:', error);
      });
    },
  };
}

export type LinkRunner = ReturnType<typeof createLinkRunner>;
