/**
 * The popup plugin, Sensors style: `sensors.use(popupPlugin, { api_base_url,
 * project?, popup_listener?, popup_campaign_listener? })` (sa-sdk-javascript's
 * H5 popup plugin is named 'Popup'). Runs once the SDK is ready (sensors.use
 * waits), checks the setup, the screen and the app bridge, then starts the
 * campaign runtime in the worker and waits for its decisions. Everything that
 * draws is in lazy chunks (popup-lazy.ts on the first decision, its PRESET
 * renderer on the first popup drawn, popup-preview.ts for a preview link):
 * this file stays small on the first route.
 */
import type { PopupOutcome } from '../core/popup-protocol';
import { warn } from '../log';
import { setPageSignal } from '../page-signals';
import type { Sensors, SensorsPlugin } from '../sensors-types';
import { popupBridgeCheck } from './app-bridge';
import type { PopupDisplay } from './popup-display';
import { POPUP_MESSAGES, readPopupOptions, type PopupOptions } from './popup-options';
import { likelyDrawn, loadPresetView } from './preset-view-loader';

/** spec 001 §9: popups only on screens up to 1024 px wide. */
const MAX_SCREEN_WIDTH = 1024;

function screenWidth(): number {
  return Number(window.screen?.width) || window.innerWidth;
}

function navigate(url: string): void {
  window.location.assign(url);
}

function startDisplay(sdk: Sensors, options: PopupOptions): () => Promise<PopupDisplay> {
  let loading: Promise<PopupDisplay> | null = null;
  const report = (decisionId: string, outcome: PopupOutcome): void => {
    sdk.engine.call('reportPopup', { decisionId, outcome }).then(
      (result) => !result.ok && warn('popup report refused:', result.error),
      (error: unknown) => warn('popup report failed:', error),
    );
  };
  return () =>
    (loading ??= import('./popup-lazy').then(({ createPopupDisplay }) =>
      createPopupDisplay({
        options,
        track: (event, properties) => sdk.track(event, properties),
        libVersion: sdk.lib_version,
        report,
        navigate,
        doc: document,
      }),
    ));
}

export interface PopupPlugin extends SensorsPlugin {
  plugin_name: 'Popup';
  /** An explicit visitor change: the worker stops, clears and pulls afresh. */
  reset(): void;
}

let sdkRef: Sensors | null = null;

/** Test-visible signals (src/sdk/page-signals.ts): what the worker has pulled and handled. */
function publishPopupProgress(sdk: Sensors): void {
  sdk.engine.subscribe('popup-progress', ({ pulls, handled }) => {
    setPageSignal('popup-plans-pulled', String(pulls));
    setPageSignal('popup-handled', JSON.stringify(handled));
  });
}

export const popupPlugin: PopupPlugin = {
  plugin_name: 'Popup',
  init(sdk, raw) {
    if (sdkRef) {
      warn('popup plugin already started');
      return;
    }
    if (screenWidth() > MAX_SCREEN_WIDTH) {
      warn(POPUP_MESSAGES.wideScreen);
      return;
    }
    const read = readPopupOptions(raw, {
      pageProtocol: window.location.protocol,
      serverUrl: sdk.para?.server_url,
      navigate,
    });
    if (!read.ok) {
      warn(read.error);
      return;
    }
    const bridge = popupBridgeCheck(sdk.para?.app_js_bridge, sdk.para?.server_url ?? '', window);
    if (!bridge.ok) {
      warn(`popups not started: ${bridge.reason}`);
      return;
    }
    sdkRef = sdk;
    const { options } = read;
    const display = startDisplay(sdk, options);
    const params = new URLSearchParams(window.location.search);
    const windowId = params.get('popup_window_id');
    if (params.get('sf_popup_test') && windowId) {
      // spec 001 §2: a preview shows one popup and runs no plan lifecycle.
      if (params.get('platform') === 'WEB') return warn(POPUP_MESSAGES.webPreview);
      Promise.all([display(), import('./popup-preview')])
        .then(([shown, { showPreview }]) =>
          showPreview(
            shown,
            options,
            { windowId, distinctId: sdk.getDistinctId(), sdkVersion: sdk.lib_version },
            (event, properties) => sdk.track(event, properties),
          ),
        )
        .catch((error: unknown) => warn('popup preview failed:', error));
      return;
    }
    let decisions = 0;
    sdk.engine.subscribe('popup', ({ decision }) => {
      setPageSignal('popup-decisions', String((decisions += 1)));
      // Fetched beside the display chunk; a failed fetch shows when the display draws.
      if (likelyDrawn(decision.plan)) loadPresetView().catch(() => undefined);
      display().then(
        (shown) => shown.handle(decision),
        (error: unknown) => {
          warn('popup display could not load:', error);
          void sdk.engine.call('reportPopup', {
            decisionId: decision.decisionId,
            outcome: 'failed',
          });
        },
      );
    });
    publishPopupProgress(sdk);
    sdk.engine
      .call('startPopups', {
        apiBaseUrl: options.apiBaseUrl,
        project: options.project,
        platform: options.platform,
        sdkVersion: sdk.lib_version,
        distinctId: sdk.getDistinctId(),
      })
      .then(
        (result) => !result.ok && warn('popups did not start:', result.error),
        (error: unknown) => warn('popups unavailable:', error),
      );
    // A hidden page pulls nothing and shows nothing; shown again, it catches up.
    const tellVisibility = (): void => {
      sdk.engine
        .call('popupPageVisible', document.visibilityState !== 'hidden')
        .catch((error: unknown) => warn('popup visibility change failed:', error));
    };
    if (document.visibilityState === 'hidden') tellVisibility(); // opened in a background tab
    document.addEventListener('visibilitychange', tellVisibility);
  },
  reset() {
    const sdk = sdkRef;
    if (!sdk) return;
    sdk.engine
      .call('resetPopupVisitor', sdk.getDistinctId())
      .catch((error: unknown) => warn('popup visitor reset failed:', error));
  },
};
