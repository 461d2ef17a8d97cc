/**
 * The PRESET renderer's chunk, fetched once: by the display when it draws, or
 * earlier by the plugin as soon as a decision is likely to be drawn, so a
 * shown popup waits for one round trip, not two.
 */
import type { PopupPlanView } from '../core/popup-protocol';
import type { renderPreset } from './preset-view';

let loading: Promise<{ renderPreset: typeof renderPreset }> | null = null;

export function loadPresetView(): Promise<{ renderPreset: typeof renderPreset }> {
  loading ??= import('./preset-view').catch((error: unknown) => {
    loading = null; // a later popup tries again
    throw error;
  });
  return loading;
}

/** A PRESET plan that neither is_trigger (1005) nor the control group (1003) stops. */
export function likelyDrawn(plan: PopupPlanView): boolean {
  if (plan.popup_type !== 'PRESET') return false;
  return plan.strategy_id !== undefined ? plan.is_trigger : !plan.is_control_group;
}
