/**
 * Popup preview (spec 001 §2, §7): an address with sf_popup_test,
 * popup_window_id and platform shows that one popup from
 * GET {api_base}/sfo/popup_windows/{id}, marked data-sf-popup="preview";
 * content that does not parse fails with 1001. No plan lifecycle runs.
 */
import { parsePopupContent, readPreviewAnswer } from '../core/popup/content';
import { warn } from '../log';
import { newDisplayId } from './display-id';
import type { PopupDisplay } from './popup-display';
import type { PopupOptions } from './popup-options';
import type { Properties } from '../sensors-types';
import { displayProps } from './popup-tracking';

/** spec 001 §9: request timeout 20 s. */
const PREVIEW_TIMEOUT_MS = 20_000;

export interface PreviewRequest {
  windowId: string;
  distinctId: string;
  sdkVersion: string;
}

export async function fetchPreview(
  options: PopupOptions,
  request: PreviewRequest,
): Promise<unknown> {
  const query = new URLSearchParams({
    project: options.project,
    time: String(Date.now()),
    sdk_version: request.sdkVersion,
    platform: options.platform,
    distinct_id: request.distinctId,
  });
  const url = `${options.apiBaseUrl}/sfo/popup_windows/${encodeURIComponent(request.windowId)}?${query.toString()}`;
  const response = await fetch(url, {
    credentials: 'omit',
    signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export async function showPreview(
  display: PopupDisplay,
  options: PopupOptions,
  request: PreviewRequest,
  track: (event: string, properties: Properties) => void,
): Promise<void> {
  let body: unknown = {};
  try {
    body = await fetchPreview(options, request);
  } catch (error) {
    warn('popup preview could not be loaded:', error);
  }
  const answer = readPreviewAnswer(body);
  const msgId = newDisplayId();
  const content = answer.content;
  if (answer.popupType === 'CUSTOMIZED') {
    const campaign = {
      planId: '',
      name: answer.name,
      content,
      type: 'CUSTOMIZED' as const,
    };
    if (options.customSupport !== 'full') {
      display.fail({ plan: null, msgId }, null, 1006);
      options.campaignListener.onFailed(campaign, 1006, '自定义触达计划未实现弹窗生命周期回调');
      return;
    }
    track('$PlanPopupDisplay', displayProps({ plan: null, msgId }, request.sdkVersion));
    options.campaignListener.onStart(campaign);
    return;
  }
  const parsed = parsePopupContent(content);
  if (!parsed.ok) {
    warn(`popup preview: ${parsed.error}`);
    display.fail({ plan: null, msgId }, null, 1001);
    return;
  }
  await display.showPreset('preview', null, msgId, parsed.content);
}
