/**
 * unlimited_div (spec 001 §3 "Visual-config event"): a click inside a configured
 * element counts as a click on that element, on whatever page it happens (as
 * before the property extraction moved to its own chunk, visual-clicks.ts).
 */
import type { VisualEvent } from '../core/visual-config';

/** `el.closest`, with an invalid selector from the config finding nothing. */
export function closest(el: Element, selector: string): Element | null {
  try {
    return el.closest(selector);
  } catch {
    return null;
  }
}

/** For unlimited_div events: the configured element that contains the click target. */
export function unlimitedTarget(events: VisualEvent[], target: Element): Element | null {
  for (const config of events) {
    const selector = config.event.element_selector;
    if (!config.event.unlimited_div || !selector) continue;
    const found = closest(target, selector);
    if (found) return found;
  }
  return null;
}
