/**
 * The popup plugin's setup (spec 001 §5 "Setup", §8 messages), read the way
 * sa-sdk-javascript's popup plugin reads it: api_base_url http(s) (https on an
 * https page, trailing slash removed), project from the option or the
 * `project` query value of server_url (else 'default'), link-opening mode
 * auto | customize (default customize), missing callbacks become no-ops.
 * Pure: the page's protocol and the SDK's server_url are passed in.
 */

/** spec 001 §8 messages, as the Sensors plugin logs them. */
export const POPUP_MESSAGES = {
  apiBaseUrl: 'popup 必须填写有效 api_base_url',
  httpsOnly: '您的当前页面是https的地址，api_base_url 也必须是https！',
  serverUrl: 'server_url 必须填写有效数据接收地址',
  wideScreen: 'H5 弹窗仅支持移动端和 ipad，或者屏幕宽度小于等于 1024。',
  busy: '当前页面已有一个弹框正在渲染，本次弹框不渲染！',
  webPreview: 'WEB端测试弹窗请在PC设备打开！',
} as const;

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

export interface PopupOptions {
  apiBaseUrl: string;
  project: string;
  platform: 'H5';
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
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const pick = <F extends Fn>(source: Record<string, unknown>, key: string, fallback: F): F =>
  typeof source[key] === 'function' ? (source[key] as F) : fallback;

function projectOf(serverUrl: string): string {
  try {
    return new URL(serverUrl).searchParams.get('project') || 'default';
  } catch {
    return 'default';
  }
}

export function readPopupOptions(
  raw: unknown,
  env: { pageProtocol: string; serverUrl: unknown; navigate: (url: string) => void },
): PopupOptionsResult {
  const para = isRecord(raw) ? raw : {};
  const api = para.api_base_url;
  if (typeof api !== 'string' || !api.startsWith('http')) {
    return { ok: false, error: POPUP_MESSAGES.apiBaseUrl };
  }
  if (api.startsWith('http:') && env.pageProtocol === 'https:') {
    return { ok: false, error: POPUP_MESSAGES.httpsOnly };
  }
  const serverUrl = env.serverUrl;
  if (typeof serverUrl !== 'string' || !serverUrl.startsWith('http')) {
    return { ok: false, error: POPUP_MESSAGES.serverUrl };
  }
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
      apiBaseUrl: api.endsWith('/') ? api.slice(0, -1) : api,
      project:
        typeof para.project === 'string' && para.project ? para.project : projectOf(serverUrl),
      platform: 'H5',
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
