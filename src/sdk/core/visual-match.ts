/**
 * Matching a click against visual-config events and converting extracted
 * property values (spec 001 §5: a non-numeric NUMBER is dropped). Pure.
 */
import { checkName, truncate } from './data-rules';
import { MAX_STRING_LENGTH } from './constants';
import { clickEventOnPage, type VisualEvent, type VisualProperty } from './visual-config';

export interface ClickSnapshot {
  host: string;
  path: string;
  selector: string;
  elementPath: string;
  content: string;
  position: number | null;
}

const given = (value: string | undefined): value is string => value !== undefined && value !== '';

export function matchVisualEvent(config: VisualEvent, click: ClickSnapshot): boolean {
  const target = config.event;
  if (!clickEventOnPage(config, click.host, click.path)) return false;
  if (given(target.element_selector)) {
    if (target.element_selector !== click.selector) return false;
  } else if (!given(target.element_path) || target.element_path !== click.elementPath) {
    return false;
  }
  if (given(target.element_content) && target.element_content !== click.content) return false;
  if (given(target.element_position) && target.element_position !== String(click.position ?? ''))
    return false;
  return true;
}

export type VisualValue = { ok: true; value: string | number } | { ok: false; warning: string };

/** Applies the property's regular expression and type to the element text. */
export function visualValue(text: string, property: VisualProperty): VisualValue {
  const nameWarning = checkName(property.name);
  if (nameWarning !== null) return { ok: false, warning: nameWarning };
  let value = text.trim();
  if (property.regular !== undefined) {
    let match: RegExpMatchArray | null;
    try {
      match = value.match(new RegExp(property.regular));
    } catch {
      return { ok: false, warning: `${property.name} regular is invalid` };
    }
    if (!match) return { ok: false, warning: `${property.name} is empty` };
    value = match[0];
  }
  if (property.type === 'NUMBER') {
    const number = Number(value);
    if (value === '' || !Number.isFinite(number))
      return { ok: false, warning: `${property.name} is invalid` };
    return { ok: true, value: number };
  }
  return { ok: true, value: truncate(value, MAX_STRING_LENGTH) };
}
