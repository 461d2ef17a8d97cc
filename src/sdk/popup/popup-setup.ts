/**
 * The popup plugin's setup checks (spec 001 §5 "Setup", §8 messages), the part
 * every page start runs: api_base_url http(s) (https on an https page, trailing
 * slash removed), server_url http(s), project from the option or the `project`
 * query value of server_url (else 'default'). The host's callbacks are read only
 * when a popup is decided (popup-options.ts, in the display's lazy chunk).
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

export interface PopupSetupOptions {
  apiBaseUrl: string;
  project: string;
  platform: 'H5';
}

export type PopupSetupResult =
  { ok: true; setup: PopupSetupOptions } | { ok: false; error: string };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function projectOf(serverUrl: string): string {
  try {
    return new URL(serverUrl).searchParams.get('project') || 'default';
  } catch {
    return 'default';
  }
}

export function readPopupSetup(
  raw: unknown,
  env: { pageProtocol: string; serverUrl: unknown },
): PopupSetupResult {
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
  return {
    ok: true,
    setup: {
      apiBaseUrl: api.endsWith('/') ? api.slice(0, -1) : api,
      project:
        typeof para.project === 'string' && para.project ? para.project : projectOf(serverUrl),
      platform: 'H5',
    },
  };
}
