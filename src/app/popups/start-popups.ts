/**
 * Popup campaigns for the app (issue 7): the popup plugin pointed at the
 * reference server's campaign services on this origin unless the build sets
 * VITE_POPUP_API_BASE_URL (production: the platform's Sensors Focus address).
 * Links in popups open by themselves ('auto'); the app has no host callbacks.
 */
import sensors from '../../sdk';
import { registerPlugin } from '../../sdk/plugin-registry';
import { lazyPopupPlugin } from '../../sdk/popup/lazy-popup-plugin';

// By name too, as with sa-sdk-javascript: 'Popup' (its H5 plugin) and 'WebPopup'.
// The plugin's code loads on use, with the events held until it has started.
registerPlugin('Popup', () => lazyPopupPlugin);
registerPlugin('WebPopup', () => lazyPopupPlugin);

const env = import.meta.env as Record<string, string | undefined>;

export function popupApiBase(configured: string | undefined, origin: string): string {
  return configured && configured.trim() ? configured.trim() : origin;
}

export function startPopups(): void {
  sensors.use('Popup', {
    api_base_url: popupApiBase(env.VITE_POPUP_API_BASE_URL, location.origin),
    popup_listener: { openlink: 'auto' },
  });
}
