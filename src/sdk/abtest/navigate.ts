import type { LinkDecision } from '../core/abtest-link-decision';
import type { PageGate } from './page-gate';

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

/**
 * Carries a link decision out behind `gate`: experiment-group visitors go to
 * the experiment page (in the page for an SPA, else by replacing the page);
 * everyone else stays and the mask goes.
 */
export function carryOut(decision: LinkDecision, gate: PageGate, spa: boolean): void {
  if (decision.action !== 'redirect') return gate.end();
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
