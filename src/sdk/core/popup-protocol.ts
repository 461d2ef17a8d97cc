/**
 * The popup feature's part of the worker protocol (engine-protocol.ts): what the
 * page's WebPopup plugin sends to the worker, and the decisions the worker sends
 * back as notices. Types only.
 */

/** The validated plugin setup (spec 001 §5 "Setup"), sent to the worker. */
export interface PopupSetup {
  /** `{api_base}` without a trailing slash: http(s), https on an https page. */
  apiBaseUrl: string;
  project: string;
  /** The `platform` query value of the config pulls (H5 pages: 'H5'). */
  platform: string;
  sdkVersion: string;
  /** The visitor the page knows now; later changes show up in enqueued events. */
  distinctId: string;
  /** Pull interval until the server sends its own (spec 001 §9: 600000 ms). */
  configPullIntervalMs?: number;
}

/** The plan fields the page needs to render and track one popup (spec 001 §3 "Also read by the host"). */
export interface PopupPlanView {
  plan_id: string;
  cname?: string;
  strategy_id?: string;
  audience_id?: string;
  section_id?: string;
  is_control_group: boolean;
  is_trigger: boolean;
  popup_type: 'PRESET' | 'CUSTOMIZED';
  /** The content JSON string (CONTRACTS "Popups in the page"); parsed on the page, as data. */
  content: string;
  /** The plan's message id (`$sf_msg_id`). */
  msg_id?: string;
}

/** One decision of the worker: show this plan now. */
export interface PopupDecision {
  /** Unique per decision; the page echoes it in its report. */
  decisionId: string;
  /** The display's uuid, used for conversion polling (`popup_display_uuids`). */
  displayUuid: string;
  plan: PopupPlanView;
}

export type PopupNotice = { kind: 'popup'; type: 'show'; decision: PopupDecision };

/**
 * The runtime is quiet (nothing queued): `pulls` config pulls applied since the
 * worker started, and, per event name, how many events it is done with
 * (evaluated or skipped). The page publishes it as a test-visible signal
 * (src/sdk/page-signals.ts), so a test waits for it instead of sleeping.
 */
export interface PopupProgressNotice {
  kind: 'popup-progress';
  pulls: number;
  handled: Record<string, number>;
}

/**
 * What became of a decision on the page: `shown` (drawn), `control` (control
 * group: tracked, not drawn; it still counts as a show for the plan's windows),
 * `failed` (any other code: nothing starts).
 */
export type PopupOutcome = 'shown' | 'control' | 'failed';

export interface PopupReport {
  decisionId: string;
  outcome: PopupOutcome;
}
