/**
 * Popup campaign shapes of spec 001 §3 as the campaign server sends them
 * (CONTRACTS.md "popup-engine.ts"): plain JSON, shared by the SDK (which checks
 * and evaluates them) and the reference server (which stores and sends them).
 * The zod/mini schemas that check them at the boundary are in plan-schemas.ts.
 */
/** spec 001 §3 / CONTRACTS.md: every time window's unit; MONTH is 30 days. */
export type WindowUnit = 'SECOND' | 'MINUTE' | 'HOUR' | 'DAY' | 'WEEK' | 'MONTH';

/**
 * `{ value, unit }`: rolling (value × unit from its start) unless `natural`,
 * which ends it at the end of the calendar period (day, week from Monday, month).
 */
export interface TimeWindow {
  value: number;
  unit: WindowUnit;
  natural?: boolean;
}

/** A plan's participation limit: at most `limit` shows in a window from the first show. */
export interface ReEnterWindow extends TimeWindow {
  limit: number;
}

/** One entry of `msg_limit_global.limits`: at most `limit` shows of any plan per window. */
export interface GlobalLimit extends TimeWindow {
  limit: number;
}

export type FilterRelation = 'and' | 'or';

/** One filter condition (spec 001 §5 "Filter functions"). */
export interface Condition {
  field: string;
  function: string;
  params: unknown[];
}

export interface Filter {
  relation?: FilterRelation;
  conditions: Condition[];
}

/**
 * A rule's `multi_filter`: spec 001 §3 gives it the shape of `filter`
 * (`{ relation, conditions[] }`); when present it is read instead of `filter`
 * (Sensors' web popup plugin evaluates `rule.multi_filter || rule.filter`).
 * The shape `{ relation, filters: Filter[] }` of plans written before issue 14
 * is migrated by legacy-multi-filter.ts.
 */
export type MultiFilter = Filter;

/**
 * spec 001 §6: the nested `event_permission` tree. A level passes when its own
 * conditions match (by its relation), then its children (joined by the same
 * relation). Empty or absent allows.
 */
export interface PermissionTree {
  relation?: FilterRelation;
  conditions?: Condition[];
  filters?: PermissionTree[];
}

/**
 * A rule (matcher): `params[0]` is the trigger count, counted within `window`;
 * its property filter is `multi_filter` when present, else `filter`.
 */
export interface Rule {
  event_name: string;
  params?: unknown[];
  window?: TimeWindow;
  filter?: Filter;
  multi_filter?: MultiFilter;
}

export type PopupType = 'PRESET' | 'CUSTOMIZED';

export interface PopupWindowContent {
  popup_type: PopupType;
  /** JSON string; PRESET format in CONTRACTS.md "Popups in the page" (parsePopupContent). */
  content: string;
}

/** The event whose arrival from the same visitor within `convert_window` is a conversion. */
export interface ConvertEvent {
  event_name: string;
}

/** A plan (item of `popup_plans`, spec 001 §3). Unknown fields are kept as sent. */
export interface Plan {
  plan_id: number | string;
  cname?: string;
  status?: string;
  expire_at?: number;
  is_audience?: boolean;
  absolute_priority?: number;
  audience_id?: number | string;
  event_permission?: PermissionTree;
  pattern_popup: { matcher_list: Rule[] };
  convert_window?: TimeWindow;
  convert_event?: ConvertEvent;
  popup_interval?: TimeWindow;
  re_enter?: ReEnterWindow;
  global_msg_limit_enabled?: boolean;
  last_update_config_time?: number;
  window_update?: { trigger_window?: boolean; convert_window?: boolean };
  content?: string;
  uuid?: string;
  popup_type?: PopupType;
  strategy_id?: number | string;
  is_trigger?: boolean;
  is_control_group?: boolean;
  section_id?: number | string;
  popup_window_content?: PopupWindowContent;
}

export interface MsgLimitGlobal {
  is_in_use: boolean;
  limits: GlobalLimit[];
}

/** The answer of GET /sfo/user_popup_configs once accepted (spec 001 §3, §5). */
export interface ServerConfig {
  server_current_time: number;
  popup_plans: Plan[];
  min_sdk_version_required: string;
  config_pull_interval_ms?: number;
  user_id?: string;
  msg_limit_global?: MsgLimitGlobal;
  popup_interval_global?: TimeWindow;
}
