/**
 * The page's popup display (lazy chunk): turns each decision of the worker
 * into one of the display states of spec 001 §4: shown (PRESET drawn by
 * preset-view, or CUSTOMIZED handed to the host's onStart), not shown (control
 * group), or failed with a code; tracks `$PlanPopupDisplay` / `$PlanPopupClick`,
 * calls the host's callbacks, and tells the worker what happened.
 *
 * The PRESET renderer is a chunk of its own, fetched when a popup is first
 * drawn: a control group or a failed plan is tracked without it.
 */
import type { PopupDecision, PopupOutcome, PopupPlanView } from '../core/popup-protocol';
import type { PopupButton, PopupContent } from '../core/popup/content';
import { warn } from '../log';
import type { Properties } from '../sensors-types';
import { campaignOf, decideDisplay, FAIL_REASONS, type FailCode } from './display-decision';
import { POPUP_MESSAGES, type PopupOptions } from './popup-options';
import { clickProps, displayProps, type TrackedPopup } from './popup-tracking';
import type { PresetView } from './preset-view';
import { loadPresetView } from './preset-view-loader';

export interface DisplayContext {
  options: PopupOptions;
  track(event: string, properties: Properties): void;
  libVersion: string;
  report(decisionId: string, outcome: PopupOutcome): void;
  navigate(url: string): void;
  doc: Document;
}

/** Host callbacks must not break the lifecycle. */
function safely(name: string, call: () => void): void {
  try {
    call();
  } catch (error) {
    warn(`popup ${name} callback failed:`, error);
  }
}

export function createPopupDisplay(ctx: DisplayContext) {
  const { options } = ctx;
  let current: PresetView | null = null;
  /** A PRESET popup whose renderer is still loading: it holds the screen already. */
  let opening = false;
  const busy = (): boolean => opening || current?.root.isConnected === true;

  const fail = (popup: TrackedPopup, plan: PopupPlanView | null, code: FailCode): void => {
    const reason = FAIL_REASONS[code];
    ctx.track('$PlanPopupDisplay', displayProps(popup, ctx.libVersion, reason));
    const planId = plan?.plan_id ?? '';
    if (plan?.popup_type !== 'CUSTOMIZED') {
      safely('onLoadFailed', () => options.popupListener.onLoadFailed(planId, code, reason));
    }
    if (plan)
      safely('onFailed', () => options.campaignListener.onFailed(campaignOf(plan), code, reason));
  };

  const click = (
    popup: TrackedPopup,
    plan: PopupPlanView | null,
    button: PopupButton,
    index: number,
  ) => {
    const { action } = button;
    const value = action.type === 'close' ? '' : action.value;
    ctx.track(
      '$PlanPopupClick',
      clickProps(
        popup,
        {
          element: 'button',
          text: button.text,
          action: action.type,
          actionId: String(index),
          closeType: action.type === 'close' ? 'POPUP_CLOSE_BUTTON' : undefined,
        },
        ctx.libVersion,
      ),
    );
    const planId = plan?.plan_id ?? '';
    safely('onClick', () => options.popupListener.onClick(planId, { type: action.type, value }));
    if (plan) {
      const { name, content, type } = campaignOf(plan);
      safely('onClick', () =>
        options.campaignListener.onClick({
          name,
          plan_id: planId,
          content,
          type,
          action: { type: action.type, value },
        }),
      );
    }
    closeCurrent(plan);
    if (options.popupListener.openlink !== 'auto') return;
    // Content links were checked when parsed: openlink is http(s) only, deeplink never javascript:.
    if (action.type === 'openlink') ctx.navigate(action.value);
    else if (action.type === 'deeplink')
      safely('deeplink', () => options.openDeeplink(action.value));
  };

  function closeCurrent(plan: PopupPlanView | null): void {
    if (!current) return;
    current.close();
    current = null;
    const planId = plan?.plan_id ?? '';
    safely('onClose', () => options.popupListener.onClose(planId));
    if (plan) safely('onEnd', () => options.campaignListener.onEnd(campaignOf(plan)));
  }

  /** Draws PRESET content; false when another popup is already on screen (or opening). */
  async function showPreset(
    marker: string,
    plan: PopupPlanView | null,
    msgId: string,
    content: PopupContent,
  ): Promise<boolean> {
    if (busy()) {
      warn(POPUP_MESSAGES.busy);
      return false;
    }
    opening = true;
    const view = await loadPresetView().finally(() => {
      opening = false;
    });
    const popup: TrackedPopup = { plan, msgId, template: content.template };
    current = view.renderPreset(ctx.doc, marker, content, {
      button: (button, index) => click(popup, plan, button, index),
      mask: () => {
        ctx.track('$PlanPopupClick', clickProps(popup, { element: 'mask' }, ctx.libVersion));
        closeCurrent(plan);
      },
      dismiss: () => {
        ctx.track(
          '$PlanPopupClick',
          clickProps(
            popup,
            {
              element: 'button',
              text: '×',
              action: 'close',
              actionId: 'close',
              closeType: 'POPUP_CLOSE_TOPRIGHT',
            },
            ctx.libVersion,
          ),
        );
        closeCurrent(plan);
      },
    });
    ctx.track('$PlanPopupDisplay', displayProps(popup, ctx.libVersion));
    safely('onLoadSuccess', () => options.popupListener.onLoadSuccess(plan?.plan_id ?? ''));
    if (plan) safely('onStart', () => options.campaignListener.onStart(campaignOf(plan)));
    return true;
  }

  return {
    /** One decision of the worker; the worker hears back exactly once. */
    async handle({ decisionId, displayUuid, plan }: PopupDecision): Promise<void> {
      let outcome: PopupOutcome = 'failed';
      try {
        const step = decideDisplay(plan, options);
        const popup: TrackedPopup = {
          plan,
          msgId: displayUuid,
          template: step.kind === 'custom' ? undefined : step.content?.template,
        };
        if (step.kind === 'fail') {
          fail(popup, plan, step.code);
          if (step.code === 1003) outcome = 'control';
        } else if (step.kind === 'custom') {
          ctx.track('$PlanPopupDisplay', displayProps(popup, ctx.libVersion));
          safely('onStart', () => options.campaignListener.onStart(campaignOf(plan)));
          outcome = 'shown';
        } else if (await showPreset(plan.plan_id, plan, displayUuid, step.content)) {
          outcome = 'shown';
        }
      } catch (error) {
        warn('popup display failed:', error);
      }
      ctx.report(decisionId, outcome);
    },
    showPreset,
    fail,
    /** Whether a popup is on screen or opening. */
    busy,
  };
}

export type PopupDisplay = ReturnType<typeof createPopupDisplay>;
