/**
 * The visual properties of one $WebClick: every webclick event of the config that
 * the click matches adds the properties it reads from the page. A chunk of its own,
 * loaded only once the config has an event for the page being shown
 * (visual-tracker.ts): most pages, and a cold start without such a config, need none of it.
 */
import type { VisualEvent } from '../core/visual-config';
import { matchVisualEvent, type ClickSnapshot } from '../core/visual-match';
import { extractVisualProperties } from './extract';

export function visualClickProperties(
  events: readonly VisualEvent[],
  el: Element,
  props: Record<string, unknown>,
  page: { host: string; path: string },
): Record<string, unknown> {
  const click: ClickSnapshot = {
    host: page.host,
    path: page.path,
    selector: String(props.$element_selector ?? ''),
    elementPath: String(props.$element_path ?? ''),
    content: String(props.$element_content ?? ''),
    position: typeof props.$element_position === 'number' ? props.$element_position : null,
  };
  let extra: Record<string, unknown> = {};
  for (const event of events) {
    if (matchVisualEvent(event, click)) extra = { ...extra, ...extractVisualProperties(event, el) };
  }
  return extra;
}
