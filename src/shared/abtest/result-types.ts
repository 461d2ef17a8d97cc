/**
 * The A/B experiment result of spec 001 §3, as types only: the experiment
 * service (server/abtest) builds it and the SDK reads it, so both sides name
 * one shape. The SDK's zod/mini schema for it stays in src/sdk/core/abtest-result.ts
 * (built lazily there, and checked against these types).
 */
import type { VisualChange } from './visual-changes';

export type ExperimentType = 'LINK' | 'VISUAL' | 'CODE';
export type LinkMatchType = 'STRICT' | 'FUZZY' | 'REGEXP';
export type VariableType = 'INTEGER' | 'STRING' | 'JSON' | 'BOOLEAN';
/** The `value_type` of fetchABTest (spec 001 §5 "Experiment parameter"). */
export type ParamValueType = 'Number' | 'String' | 'Object' | 'Boolean';
/** What a parameter of each declared type holds. Object: a JSON object or array. */
export interface ParamValueOf {
  Number: number;
  String: string;
  Object: Record<string, unknown> | unknown[];
  Boolean: boolean;
}
export type ParamValue = ParamValueOf[ParamValueType];

/** One typed experiment variable; the value travels as text and is read by its type. */
export interface ExperimentVariable {
  name: string;
  type: VariableType;
  value: string;
}

/** One experiment the visitor is in (spec 001 §3 "A/B experiment result"). */
export interface ExperimentResult {
  abtest_experiment_id: string;
  abtest_experiment_group_id: string;
  abtest_experiment_result_id: string;
  experiment_type: ExperimentType;
  /** The control group sees the original; its hits are still tracked. */
  is_control_group: boolean;
  control_link?: string;
  experiment_link?: string;
  link_match_type?: LinkMatchType;
  variables: ExperimentVariable[];
  /** VISUAL only: validated changes (docs/ab-visual-changes.md). */
  changes?: VisualChange[];
}
