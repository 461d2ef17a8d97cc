/**
 * The popup events as Sensors Focus reports expect them (issue 7, sa's
 * popup.track): `$PlanPopupDisplay` and `$PlanPopupClick` with the common
 * `$sf_*` properties; empty values are left out. Pure builders.
 */
import type { PopupPlanView } from '../core/popup-protocol';
import type { PopupTemplate } from '../core/popup/content';

export type Props = Record<string, unknown>;

export interface TrackedPopup {
  /** Null for a preview (no plan). */
  plan: PopupPlanView | null;
  msgId: string;
  template?: PopupTemplate;
}

/** Drops '' and undefined, as sa's trackEvent does. */
export function withoutEmpty(props: Props): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(props)) {
    if (value !== '' && value !== undefined) out[key] = value;
  }
  return out;
}

export function commonProps(popup: TrackedPopup, libVersion: string): Props {
  const { plan } = popup;
  const props: Props = {
    $sf_lib_version: libVersion,
    $sf_plan_type: '运营计划',
    $sf_channel_service_name: 'SENSORS_FOCUS',
    $sf_channel_category: 'POPUP',
    $sf_platform_tag: 'H5',
    $sf_msg_id: popup.msgId,
  };
  if (!plan) return props;
  props.$sf_plan_id = plan.plan_id;
  props.$sf_plan_strategy_id = plan.strategy_id ?? (plan.is_control_group ? '-1' : '0');
  props.$sf_audience_id = plan.audience_id;
  if (plan.section_id) {
    props.$sf_section_id = plan.section_id;
    props.$sf_plan_type = '新资源位';
  }
  return props;
}

function messageProps(template: PopupTemplate | undefined): Props {
  return {
    $sf_msg_title: template?.title,
    $sf_msg_content: template?.text,
    $sf_msg_image_url: template?.image_url,
  };
}

export function displayProps(popup: TrackedPopup, libVersion: string, failReason?: string): Props {
  return withoutEmpty({
    ...messageProps(popup.template),
    $sf_succeed: failReason === undefined,
    $sf_fail_reason: failReason,
    ...commonProps(popup, libVersion),
  });
}

export type PopupClick =
  | { element: 'button'; text: string; action: string; actionId: string; closeType?: string }
  | { element: 'mask' };

export function clickProps(popup: TrackedPopup, click: PopupClick, libVersion: string): Props {
  const element =
    click.element === 'mask'
      ? {
          $sf_close_type: 'POPUP_CLOSE_MASK',
          $sf_msg_element_type: 'mask',
          $sf_msg_action_id: 'mask',
        }
      : {
          $sf_msg_element_type: 'button',
          $sf_msg_element_content: click.text,
          $sf_msg_element_action: click.action,
          $sf_msg_action_id: click.actionId,
          $sf_close_type: click.closeType,
        };
  return withoutEmpty({
    ...messageProps(popup.template),
    ...element,
    ...commonProps(popup, libVersion),
  });
}
