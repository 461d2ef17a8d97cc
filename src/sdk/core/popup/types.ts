/**
 * The engine's per-visitor state (spec 001 §3 "Local state per visitor"): plain
 * JSON kept in IndexedDB. The campaign server's shapes (plans, config, time
 * windows) live in src/shared/popups/plan-types.ts, shared with the reference
 * server, and are re-exported here under their old path.
 */
export type {
  ConvertEvent,
  Condition,
  Filter,
  FilterRelation,
  GlobalLimit,
  MsgLimitGlobal,
  MultiFilter,
  PermissionTree,
  Plan,
  PopupType,
  PopupWindowContent,
  ReEnterWindow,
  Rule,
  ServerConfig,
  TimeWindow,
  WindowUnit,
} from '../../../shared/popups/plan-types';

/** A window that started at `start_time` and ends at `expire_time` (ms). */
export interface OpenWindow {
  start_time: number;
  expire_time: number;
}

export interface CountedWindow extends OpenWindow {
  count: number;
}

/** Engine state of one plan (spec 001 §3 "Local state per visitor"). */
export interface PlanState {
  is_in_convert_window?: OpenWindow & { uuid: string };
  is_in_popup_interval_window?: OpenWindow;
  is_in_popup_limit_window?: CountedWindow;
  /** Per-rule trigger windows, by the rule's index in `matcher_list`. */
  is_in_window?: Record<string, CountedWindow>;
}

/** The engine's per-visitor state: plain JSON, never mutated (new objects per change). */
export interface PopupState {
  version: 1;
  /** Times of every show of any plan, newest first (at most 3000, at most 90 days old). */
  global_popup_count: number[];
  /** By `String(plan_id)`. */
  plans: Record<string, PlanState>;
}
