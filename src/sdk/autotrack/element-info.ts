/**
 * What sa-sdk's $WebClick says about an element: type, class, content (255),
 * target URL, selector and path (1024, spec 001 §5).
 */
import { elementSelector, elementText } from '../core/id-rules';

/** The elements a click is collected for (sa-sdk: a, button, input, textarea). */
export const CLICKABLE = 'a, button, input, textarea, [data-sensors-click]';
const BUTTON_INPUTS = new Set(['button', 'submit', 'reset', 'image']);

function nthOfType(el: Element): number {
  let index = 1;
  for (let sibling = el.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.tagName === el.tagName) index += 1;
  }
  return index;
}

/** A CSS selector from the nearest id (or body) down to the element. */
export function cssSelector(el: Element): string {
  const parts: string[] = [];
  for (
    let node: Element | null = el;
    node && node !== document.documentElement;
    node = node.parentElement
  ) {
    if (node.id && /^[a-zA-Z][\w-]*$/.test(node.id)) {
      parts.unshift(`#${node.id}`);
      break;
    }
    const tag = node.tagName.toLowerCase();
    parts.unshift(tag === 'body' ? 'body' : `${tag}:nth-of-type(${nthOfType(node)})`);
    if (tag === 'body') break;
  }
  return elementSelector(parts.join(' > '));
}

/** The tag path from body to the element, e.g. `body > div > button`. */
export function elementPath(el: Element): string {
  const parts: string[] = [];
  for (
    let node: Element | null = el;
    node && node !== document.documentElement;
    node = node.parentElement
  ) {
    parts.unshift(node.tagName.toLowerCase());
    if (node === document.body) break;
  }
  return elementSelector(parts.join(' > '));
}

/** Text of the element; for inputs only button-like values (never what a user typed). */
export function elementContent(el: Element): string {
  if (el instanceof HTMLInputElement)
    return BUTTON_INPUTS.has(el.type) ? elementText(el.value) : '';
  if (el instanceof HTMLTextAreaElement) return '';
  return elementText(el.textContent ?? '');
}

/** 1-based position among same-tag siblings inside a list item (sa-sdk's $element_position). */
export function elementPosition(el: Element): number | null {
  const item = el.closest('li');
  if (!item || !item.parentElement) return null;
  return Array.from(item.parentElement.children).indexOf(item) + 1;
}

export function elementProperties(el: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {
    $element_type: el.tagName.toLowerCase(),
    $element_selector: cssSelector(el),
    $element_path: elementPath(el),
  };
  const className = el.getAttribute('class');
  if (className) props.$element_class_name = className.trim();
  if (el.id) props.$element_id = el.id;
  const name = el.getAttribute('name');
  if (name) props.$element_name = name;
  const content = elementContent(el);
  if (content) props.$element_content = content;
  if (el instanceof HTMLAnchorElement && el.href) props.$element_target_url = el.href;
  const position = elementPosition(el);
  if (position !== null) props.$element_position = position;
  return props;
}
