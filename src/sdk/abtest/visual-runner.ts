/**
 * Visual experiments (issue 8; format in docs/ab-visual-changes.md): the
 * validated changes of the visitor's VISUAL results whose control link matches
 * the page, applied once the page renders and again after route changes and
 * re-renders (a MutationObserver, coalesced to one pass per frame and bounded
 * per page). Changes are data: text goes in as textContent, styles one
 * property at a time, attributes through setAttribute; never HTML.
 */
import type { ExperimentResult } from '../core/abtest-result';
import type { VisualChange } from '../core/abtest-visual';
import { warn } from '../log';
import { visualApplies as applies } from './layer-need';

/** Passes per page address: a page fighting a change (re-rendering it back) stops costing time. */
export const MAX_PASSES_PER_PAGE = 100;

/** Applies one change to one element, touching only what differs (so a pass is idempotent). */
export function applyChange(element: HTMLElement, change: VisualChange): void {
  if (change.text !== undefined && element.textContent !== change.text) {
    element.textContent = change.text;
  }
  for (const [name, value] of Object.entries(change.style ?? {})) {
    if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
  }
  for (const [name, value] of Object.entries(change.attributes ?? {})) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  if (change.visible === false && element.style.display !== 'none') {
    element.style.setProperty('display', 'none');
  } else if (change.visible === true && element.style.display === 'none') {
    element.style.removeProperty('display');
  }
}

/** Applies a result's changes; true when at least one element was there to change. */
export function applyChanges(doc: Document, changes: readonly VisualChange[]): boolean {
  let found = false;
  for (const change of changes) {
    let elements: NodeListOf<HTMLElement>;
    try {
      elements = doc.querySelectorAll<HTMLElement>(change.selector);
    } catch {
      continue; // an invalid selector changes nothing
    }
    for (const element of elements) {
      found = true;
      applyChange(element, change);
    }
  }
  return found;
}

export interface VisualRunnerContext {
  snapshot(): readonly ExperimentResult[] | null;
  /** The visitor saw the experiment (or its control) on this page. */
  hit(result: ExperimentResult): void;
}

export function createVisualRunner(ctx: VisualRunnerContext, doc: Document = document) {
  let passes = 0;
  let pageHref = '';
  let scheduled = false;
  let observer: MutationObserver | null = null;

  function pass(): void {
    scheduled = false;
    const href = doc.location?.href ?? '';
    if (href !== pageHref) {
      pageHref = href;
      passes = 0;
    }
    if (passes >= MAX_PASSES_PER_PAGE) return;
    passes += 1;
    // Our own changes trigger the observer: disconnect while applying.
    observer?.disconnect();
    try {
      for (const result of ctx.snapshot() ?? []) {
        if (!applies(result, href)) continue;
        const seen =
          result.is_control_group || !result.changes ? true : applyChanges(doc, result.changes);
        if (seen) ctx.hit(result);
      }
    } catch (error) {
      warn('visual experiment failed; the page stays as it is:', error);
    } finally {
      observe();
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(pass);
  }

  function observe(): void {
    if (!doc.body || typeof MutationObserver === 'undefined') return;
    observer ??= new MutationObserver(schedule);
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  }

  return {
    /** Re-applies now (new results, a route change); later re-renders re-apply by themselves. */
    apply(): void {
      pass();
    },
    stop(): void {
      observer?.disconnect();
      observer = null;
    },
  };
}

export type VisualRunner = ReturnType<typeof createVisualRunner>;
