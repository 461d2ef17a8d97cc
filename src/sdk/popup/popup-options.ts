/**
 * The popup plugin's options, read the way sa-sdk-javascript's popup plugin reads
 * them: the setup checks (popup-setup.ts), link-opening mode auto | customize
 * (default customize), missing callbacks become no-ops. Read when the display
 * loads (the first decision or a preview): a page start runs only the setup checks.
 * Pure: the page's protocol and the SDK's server_url are passed in.
 */
import { isRecord, readPopupSetup, type PopupSetupOptions } from './popup-setup';

export { POPUP_MESSAGES } from './popup-setup';

/** The campaign as the host's callbacks receive it (sa's getSFCampaign). */
export interface SfCampaign {
  planId: string;
  name: string;
  content: string;
  type: 'PRESET' | 'CUSTOMIZED';
}

export interface CampaignListener {
  shouldStart(campaign: SfCampaign): boolean;
  onStart(campaign: SfCampaign): void;
  onEnd(campaign: SfCampaign): void;
  onFailed(campaign: SfCampaign, code: number, reason: string): void;
  onClick(click: {
    name: string;
    plan_id: string;
    content: string;
    type: string;
    action: unknown;
  }): void;
}

export interface PopupListener {
  onClick(planId: string, action: { type: string; value: string }): void;
  onLoadSuccess(planId: string): void;
  onLoadFailed(planId: string, code: number, reason: string): void;
  onClose(planId: string): void;
  openlink: 'auto' | 'customize';
}

export interface PopupOptions extends PopupSetupOptions {
  popupListener: PopupListener;
  campaignListener: CampaignListener;
  /** 'full', or why CUSTOMIZED plans fail with 1006 (no listener, or no onStart). */
  customSupport: 'full' | 'withoutCampaignListener' | 'withoutStart';
  /** Opens a deep link; by default the page goes to it (a WebView hands the scheme to the host). */
  openDeeplink: (url: string) => void;
}

export type PopupOptionsResult = { ok: true; options: PopupOptions } | { ok: false; error: string };

type Fn = (...args: never[]) => unknown;
const noop = (): void => undefined;
const pick = <F extends Fn>(source: Record<string, unknown>, key: string, fallback: F): F =>
  typeof source[key] === 'function' ? (source[key] as F) : fallback;

export function readPopupOptions(
  raw: unknown,
  env: { pageProtocol: string; serverUrl: unknown; navigate: (url: string) => void },
): PopupOptionsResult {
  const read = readPopupSetup(raw, env);
  if (!read.ok) return read;
  const para = isRecord(raw) ? raw : {};
  const listener = isRecord(para.popup_listener) ? para.popup_listener : {};
  const openlink = listener.openlink === 'auto' ? 'auto' : 'customize';
  const campaign = isRecord(para.popup_campaign_listener) ? para.popup_campaign_listener : null;
  const customSupport = !campaign
    ? 'withoutCampaignListener'
    : typeof campaign.onStart === 'function'
      ? 'full'
      : 'withoutStart';
  const c = campaign ?? {};
  return {
    ok: true,
    options: {
      ...read.setup,
      popupListener: {
        onClick: pick(listener, 'onClick', noop),
        onLoadSuccess: pick(listener, 'onLoadSuccess', noop),
        onLoadFailed: pick(listener, 'onLoadFailed', noop),
        onClose: pick(listener, 'onClose', noop),
        openlink,
      },
      campaignListener: {
        shouldStart: pick(c, 'shouldStart', () => true),
        onStart: pick(c, 'onStart', noop),
        onEnd: pick(c, 'onEnd', noop),
        onFailed: pick(c, 'onFailed', noop),
        onClick: pick(c, 'onClick', noop),
      },
      customSupport,
      openDeeplink: pick(para, 'open_deeplink', env.navigate),
    },
  };
}
