/**
 * $WebClick for buttons, links and inputs through ONE delegated listener on the
 * document (spec 001 §3), limited to the configured click-map host and path.
 */
import { inClickmapScope } from '../core/options';
import type { SdkRuntime } from '../sdk-runtime';
import { CLICKABLE, elementProperties } from './element-info';

/** Visual tracking's part in a click: its unlimited_div targets and configured properties. */
export interface ClickEnricher {
  target(el: Element): Element | null;
  enrich(el: Element, props: Record<string, unknown>): Record<string, unknown>;
}

export function watchClicks(runtime: SdkRuntime, visual?: ClickEnricher): void {
  document.addEventListener(
    'click',
    (event) => {
      try {
        const origin = event.target instanceof Element ? event.target : null;
        const target = origin
          ? (origin.closest(CLICKABLE) ?? visual?.target(origin) ?? null)
          : null;
        if (!target) return;
        if (!inClickmapScope(runtime.options.heatmap.limit, location.host, location.pathname))
          return;
        const props = elementProperties(target);
        if (event instanceof MouseEvent) {
          props.$page_x = Math.round(event.pageX);
          props.$page_y = Math.round(event.pageY);
        }
        runtime.track('$WebClick', visual ? { ...props, ...visual.enrich(target, props) } : props);
      } catch {
        // Never break the host page's click handling.
      }
    },
    true,
  );
}
