/**
 * Reads visual-config property values from the page (spec 001 §3: element_selector,
 * list_selector, regular). A list property is read from the list item that was
 * clicked, not from the item the operator configured on.
 */
import type { VisualEvent, VisualProperty } from '../core/visual-config';
import { visualValue } from '../core/visual-match';
import { warn } from '../log';
import { closest } from './unlimited-target';

export { unlimitedTarget } from './unlimited-target';

function query(root: ParentNode, selector: string): Element | null {
  try {
    return root.querySelector(selector);
  } catch {
    return null; // an invalid selector from the config
  }
}

/** `#list > li:nth-of-type(2)` → `#list > li`: any item of the same list. */
function anyItem(listSelector: string): string {
  return listSelector.replace(/:nth-(of-type|child)\(\d+\)\s*$/, '');
}

function propertyElement(property: VisualProperty, clicked: Element): Element | null {
  const list = property.list_selector;
  if (list && property.element_selector.startsWith(list)) {
    const item = closest(clicked, anyItem(list));
    if (!item) return null;
    const rest = property.element_selector.slice(list.length).trim();
    if (rest === '') return item;
    return query(item, `:scope ${rest}`);
  }
  return query(document, property.element_selector);
}

export function extractVisualProperties(
  config: VisualEvent,
  clicked: Element,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const property of config.properties) {
    const el = propertyElement(property, clicked);
    if (!el) continue;
    const result = visualValue(el.textContent ?? '', property);
    if (result.ok) props[property.name] = result.value;
    else warn(result.warning);
  }
  return props;
}
