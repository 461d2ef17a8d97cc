/** What the page receives of a plan to render and track it (popup-protocol.ts PopupPlanView). */
import type { PopupPlanView } from '../../src/sdk/core/popup-protocol';
import type { Plan } from '../../src/sdk/core/popup/types';

function idText(value: number | string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : String(value);
}

export function toPlanView(plan: Plan, msgId: string): PopupPlanView {
  const view: PopupPlanView = {
    plan_id: String(plan.plan_id),
    is_control_group: plan.is_control_group === true,
    // spec 001 §8 code 1005: only an explicit false stops the popup.
    is_trigger: plan.is_trigger !== false,
    popup_type: plan.popup_window_content?.popup_type ?? plan.popup_type ?? 'PRESET',
    content: plan.popup_window_content?.content ?? plan.content ?? '',
    msg_id: msgId,
  };
  const optional = {
    cname: plan.cname || undefined,
    strategy_id: idText(plan.strategy_id),
    audience_id: idText(plan.audience_id),
    section_id: idText(plan.section_id),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) view[key as keyof typeof optional] = value;
  }
  return view;
}

/** Every event name a rule of some plan listens to: only those events are queued. */
export function ruleEventNames(plans: readonly Plan[]): Set<string> {
  const names = new Set<string>();
  for (const plan of plans) {
    for (const rule of plan.pattern_popup.matcher_list) names.add(rule.event_name);
  }
  return names;
}
