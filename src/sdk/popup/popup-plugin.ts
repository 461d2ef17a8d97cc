/**
 * The popup plugin, Sensors style: `sensors.use(popupPlugin, { api_base_url,
 * project?, popup_listener?, popup_campaign_listener? })` (sa-sdk-javascript's
 * H5 popup plugin is named 'Popup'). Runs once the SDK is ready (sensors.use
 * waits), checks the setup, the screen and (only when `app_js_bridge` is
 * configured, in its own chunk) the app bridge, then starts the campaign runtime
 * in the worker and waits for its decisions. Everything else loads when it is
 * needed: the host's callbacks and the display on the first decision
 * (popup-lazy.ts), its PRESET renderer on the first popup drawn, popup-preview.ts
 * for a preview link. A cold start without a popup fetches none of it.
 */
import type { PopupDecision } from '../core/popup-protocol';
import { warn } from '../log';
import { setPageSignal } from '../page-signals';
import type { Sensors, SensorsPlugin } from '../sensors-types';
import type { OpenedDisplay } from './popup-lazy';
import { POPUP_MESSAGES, readPopupSetup, type PopupSetupOptions } from './popup-setup';
import { likelyDrawn, loadPresetView } from './preset-view-loader';

/** spec 001 §9: popups only on screens up to 1024 px wide. */
const MAX_SCREEN_WIDTH = 1024;

function screenWidth(): number {
  return Number(window.screen?.width) || window.innerWidth;
}

function navigate(url: string): void {
  window.location.assign(url);
}

/** The display, loaded once, on first use. */
function lazyDisplay(sdk: Sensors, raw: unknown): () => Promise<OpenedDisplay> {
  let loading: Promise<OpenedDisplay> | null = null;
  return () =>
    (loading ??= import('./popup-lazy').then(({ openPopupDisplay }) =>
      openPopupDisplay(sdk, raw, navigate),
    ));
}

export interface PopupPlugin extends SensorsPlugin {
  plugin_name: 'Popup';
  /** A promise while the app-bridge check loads (lazy-popup-plugin.ts holds the events). */
  init(sdk: Sensors, options?: unknown): void | Promise<void>;
  /** An explicit visitor change: the worker stops, clears and pulls afresh. */
  reset(): void;
}

let sdkRef: Sensors | null = null;
let initialised = false;

/** Test-visible signals (src/sdk/page-signals.ts): what the worker has pulled and handled. */
function publishPopupProgress(sdk: Sensors): void {
  sdk.engine.subscribe('popup-progress', ({ pulls, handled }) => {
    setPageSignal('popup-plans-pulled', String(pulls));
    setPageSignal('popup-handled', JSON.stringify(handled));
  });
}

/** The page asks for a preview of one popup (spec 001 §2): shown alone, no plan lifecycle. */
function startPreview(sdk: Sensors, display: () => Promise<OpenedDisplay>, windowId: string): void {
  Promise.all([display(), import('./popup-preview')])
    .then(([opened, { showPreview }]) =>
      showPreview(
        opened.display,
        opened.options,
        { windowId, distinctId: sdk.getDistinctId(), sdkVersion: sdk.lib_version },
        (event, properties) => sdk.track(event, properties),
      ),
    )
    .catch((error: unknown) => warn('popup preview failed:', error));
}

function followDecisions(sdk: Sensors, display: () => Promise<OpenedDisplay>): void {
  let decisions = 0;
  sdk.engine.subscribe('popup', ({ decision }: { decision: PopupDecision }) => {
    setPageSignal('popup-decisions', String((decisions += 1)));
    // Fetched beside the display chunk; a failed fetch shows when the display draws.
    if (likelyDrawn(decision.plan)) loadPresetView().catch(() => undefined);
    display().then(
      (opened) => opened.display.handle(decision),
      (error: unknown) => {
        warn('popup display could not load:', error);
        void sdk.engine.call('reportPopup', {
          decisionId: decision.decisionId,
          outcome: 'failed',
        });
      },
    );
  });
}

function startCampaigns(sdk: Sensors, setup: PopupSetupOptions, raw: unknown): void {
  sdkRef = sdk;
  const display = lazyDisplay(sdk, raw);
  const params = new URLSearchParams(window.location.search);
  const windowId = params.get('popup_window_id');
  if (params.get('sf_popup_test') && windowId) {
    if (params.get('platform') === 'WEB') return warn(POPUP_MESSAGES.webPreview);
    return startPreview(sdk, display, windowId);
  }
  followDecisions(sdk, display);
  publishPopupProgress(sdk);
  sdk.engine
    .call('startPopups', {
      apiBaseUrl: setup.apiBaseUrl,
      project: setup.project,
      platform: setup.platform,
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
}

export const popupPlugin: PopupPlugin = {
  plugin_name: 'Popup',
  init(sdk, raw) {
    if (initialised) {
      warn('popup plugin already started');
      return;
    }
    if (screenWidth() > MAX_SCREEN_WIDTH) {
      warn(POPUP_MESSAGES.wideScreen);
      return;
    }
    const read = readPopupSetup(raw, {
      pageProtocol: window.location.protocol,
      serverUrl: sdk.para?.server_url,
    });
    if (!read.ok) {
      warn(read.error);
      return;
    }
    initialised = true;
    const bridge = sdk.para?.app_js_bridge;
    if (!bridge) return startCampaigns(sdk, read.setup, raw);
    // spec 001 §8: bridged to the app's Sensors SDK, popups start only if its check passes.
    // The promise goes back to lazy-popup-plugin.ts, which holds the events until it settles.
    return import('./app-bridge')
      .then(({ popupBridgeCheck }) => {
        const check = popupBridgeCheck(bridge, sdk.para?.server_url ?? '', window);
        if (check.ok) startCampaigns(sdk, read.setup, raw);
        else warn(`popups not started: ${check.reason}`);
      })
      .catch((error: unknown) => warn('popup bridge check could not load:', error));
  },
  reset() {
    const sdk = sdkRef;
    if (!sdk) return;
    sdk.engine
      .call('resetPopupVisitor', sdk.getDistinctId())
      .catch((error: unknown) => warn('popup visitor reset failed:', error));
  },
};
