/**
 * The popup plugin under its Sensors names with its code in a chunk of its own
 * (popup-plugin.ts and its setup checks, in the after-boot chunk: no first paint needs
 * them, issue 13 §6). `init` holds the SDK's events until the real
 * plugin has started: the worker's campaign runtime evaluates only events enqueued
 * after its start (workers/popups/runtime.ts), so the page's first $pageview still
 * reaches it, as when the plugin was in the entry. The hold ends after MAX_HOLD_MS
 * at the latest (event-gate.ts), and at once if the chunk cannot load.
 */
import { warn } from '../log';
import type { Sensors } from '../sensors-types';
import type { PopupPlugin } from './popup-plugin';

let loading: Promise<PopupPlugin> | null = null;
const load = (): Promise<PopupPlugin> =>
  (loading ??= import('./popup-plugin').then(({ popupPlugin }) => popupPlugin));

export const lazyPopupPlugin: PopupPlugin = {
  plugin_name: 'Popup',
  init(sdk: Sensors, options?: unknown) {
    const release = sdk.holdEvents();
    load()
      .then((plugin) => plugin.init(sdk, options))
      .catch((error: unknown) => warn('popup plugin could not load:', error))
      .finally(release);
  },
  reset() {
    // Nothing to reset before the plugin has loaded (it starts with the current visitor).
    if (loading) void loading.then((plugin) => plugin.reset());
  },
};
