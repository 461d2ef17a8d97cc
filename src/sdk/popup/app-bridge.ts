/**
 * The app bridge check of the popup plugin (spec 001 §8: "with the visual app
 * bridge configured, popups do not start if the bridge check fails"), as
 * sa-sdk-javascript's popup plugin does it (getBridgeState): when the page is
 * bridged to the Sensors SDK of the native app, the app takes the events and
 * runs the campaigns itself, so H5 popups would show twice. The check passes
 * when no `app_js_bridge` is configured, or when it is and the app's bridge is
 * absent or answers for another server (not verified); it fails in a MUI app
 * and when the app verified the bridge.
 */
import type { AppJsBridgeOptions } from '../core/options';

/** The Sensors native SDKs' globals: Android's H5 bridge and iOS's tracker with its server URL. */
interface BridgeGlobals {
  SensorsData_APP_New_H5_Bridge?: {
    sensorsdata_track?: unknown;
    sensorsdata_get_server_url?: () => unknown;
  };
  SensorsData_iOS_JS_Bridge?: { sensorsdata_app_server_url?: unknown };
  webkit?: { messageHandlers?: { sensorsdataNativeTracker?: { postMessage?: unknown } } };
}

/** The server URL the native app's Sensors SDK reports, if the page runs in such an app. */
export function appServerUrl(host: object): string | null {
  // Host globals, untrusted: every member is checked before use.
  const win = host as BridgeGlobals;
  try {
    const android = win.SensorsData_APP_New_H5_Bridge;
    if (android?.sensorsdata_track && typeof android.sensorsdata_get_server_url === 'function') {
      const url = android.sensorsdata_get_server_url();
      if (typeof url === 'string' && url !== '') return url;
    }
    const ios = win.SensorsData_iOS_JS_Bridge?.sensorsdata_app_server_url;
    const tracker = win.webkit?.messageHandlers?.sensorsdataNativeTracker;
    if (typeof ios === 'string' && ios !== '' && typeof tracker?.postMessage === 'function') {
      return ios;
    }
  } catch {
    // A host object that throws on access is no bridge.
  }
  return null;
}

/** Host name and project (default `default`) of a Sensors server URL. */
function target(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}|${parsed.searchParams.get('project') || 'default'}`;
  } catch {
    return null;
  }
}

/** sa's validateAppUrl: the app's server is ours, or one of the white list (host and project). */
export function bridgeVerified(appUrl: string, serverUrl: string, whiteList: string[]): boolean {
  const app = target(appUrl);
  return app !== null && [serverUrl, ...whiteList].some((url) => target(url) === app);
}

export type BridgeCheck = { ok: true } | { ok: false; reason: string };

export function popupBridgeCheck(
  bridge: AppJsBridgeOptions | null | undefined,
  serverUrl: string,
  win: object,
): BridgeCheck {
  if (!bridge) return { ok: true };
  if (bridge.is_mui) return { ok: false, reason: 'app_js_bridge is_mui: the app shows the popups' };
  const appUrl = appServerUrl(win);
  if (appUrl !== null && bridgeVerified(appUrl, serverUrl, bridge.white_list)) {
    return { ok: false, reason: 'the app bridge is verified: the app shows the popups' };
  }
  return { ok: true };
}
