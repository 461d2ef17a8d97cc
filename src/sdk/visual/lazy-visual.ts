import { afterStart } from '../after-start';
import type { ClickEnricher } from '../autotrack/web-click';
import { warn } from '../log';
import type { SdkRuntime } from '../sdk-runtime';

/**
 * Visual (codeless) tracking loads as its own chunk: the config parser, the
 * JSONP loader and the extractor are not needed to track the first events, so
 * they stay off the main-thread budget (issue 3: the SDK's main bundle ≤ 15 KB
 * gz). It loads once the page has loaded and gone idle (after-start.ts), off the
 * first render's path; every cold start still fetches it (the after-boot chunk, which
 * the route budget counts). Until the chunk is in and its config has arrived
 * (JSONP, asynchronous either way), clicks are tracked without visual properties.
 */
export function lazyVisualTracker(runtime: SdkRuntime): ClickEnricher {
  let tracker: ClickEnricher | null = null;
  afterStart()
    .then(() => import('./visual-tracker'))
    .then(
      ({ VisualTracker }) => {
        tracker = new VisualTracker(runtime);
      },
      (error: unknown) => warn('visual tracking unavailable:', error),
    );
  return {
    enrich: (el, props) => (tracker ? tracker.enrich(el, props) : {}),
    target: (el) => (tracker ? tracker.target(el) : null),
  };
}
