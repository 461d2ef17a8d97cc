/**
 * What to do with one popup decision on the page (spec 001 §4 "Display
 * states", §8 codes), in the order sa-sdk-javascript's popup plugin checks:
 * a plan with a strategy fails 1005 when not triggered, a plan without one is
 * the control group (1003); then shouldStart (1004); then CUSTOMIZED plans need
 * the lifecycle callbacks (1006) and PRESET content must parse (1001). Pure.
 */
import type { PopupPlanView } from '../core/popup-protocol';
import { parsePopupContent, type PopupContent } from '../core/popup/content';
import type { PopupOptions, SfCampaign } from './popup-options';

export type FailCode = 1001 | 1003 | 1004 | 1005 | 1006;

/** spec 001 §8, in the words the Sensors plugin tracks as `$sf_fail_reason`. */
export const FAIL_REASONS: Readonly<Record<FailCode, string>> = {
  1001: '预览信息解析失败，请检查计划配置',
  1003: '对照组',
  1004: 'campaignShouldStart 接口返回 false',
  1005: '计划下发 is_trigger 为 false',
  1006: '自定义触达计划未实现弹窗生命周期回调',
};

export type DisplayStep =
  | { kind: 'fail'; code: FailCode; content?: PopupContent }
  | { kind: 'preset'; content: PopupContent }
  | { kind: 'custom' };

export function campaignOf(plan: PopupPlanView): SfCampaign {
  return {
    planId: plan.plan_id,
    name: plan.cname ?? '',
    content: plan.content,
    type: plan.popup_type,
  };
}

/** The host's shouldStart; a throwing callback means "do not start", as in sa. */
function allowedToStart(options: PopupOptions, plan: PopupPlanView): boolean {
  try {
    return options.campaignListener.shouldStart(campaignOf(plan)) !== false;
  } catch {
    return false;
  }
}

export function decideDisplay(plan: PopupPlanView, options: PopupOptions): DisplayStep {
  const parsed = plan.popup_type === 'PRESET' ? parsePopupContent(plan.content) : null;
  const content = parsed?.ok ? parsed.content : undefined;
  const fail = (code: FailCode): DisplayStep =>
    content ? { kind: 'fail', code, content } : { kind: 'fail', code };
  const start = allowedToStart(options, plan);
  if (plan.strategy_id !== undefined) {
    if (!plan.is_trigger) return fail(1005);
  } else if (plan.is_control_group) {
    return fail(1003);
  }
  if (!start) return fail(1004);
  if (plan.popup_type === 'CUSTOMIZED') {
    return options.customSupport === 'full' ? { kind: 'custom' } : fail(1006);
  }
  return content ? { kind: 'preset', content } : fail(1001);
}
