/**
 * Server config acceptance (CONTRACTS.md "config.ts", spec 001 §5): accepted
 * only with server_current_time, popup_plans and a digits.digits
 * min_sdk_version_required not above the library version. Never throws: any
 * JSON in, a result value out. A malformed plan is left out with a warning
 * (the other plans still run); a malformed top-level field rejects the config.
 */
import { ownJson } from '../../shared/own-json';
import { planHasLegacyMultiFilter } from '../../shared/popups/legacy-multi-filter';
import {
  MAX_PLAN_DEPTH,
  configEnvelopeSchema,
  describeIssues,
  nestsDeeperThan,
  planSchema,
} from './popup/schemas';
import type { Plan, ServerConfig } from './popup/types';

export type {
  Condition,
  Filter,
  GlobalLimit,
  MultiFilter,
  PermissionTree,
  Plan,
  PopupState,
  PlanState,
  Rule,
  ServerConfig,
  TimeWindow,
  WindowUnit,
} from './popup/types';

export type ConfigResult =
  { ok: true; config: ServerConfig; warnings: string[] } | { ok: false; error: string };

const MIN_VERSION = /^(\d+)\.(\d+)$/;

/**
 * `digits.digits` compared part by part (major, then minor) with the library
 * version: against 1.26.2, `1.26` and `1.3` pass; `1.27`, `1.100`, `2.0` fail.
 */
export function isSupportedSdkVersion(required: string, sdkVersion: string): boolean {
  const match = MIN_VERSION.exec(required);
  if (!match) return false;
  const [major = NaN, minor = NaN] = sdkVersion.split('.').map((part) => Number(part));
  const needMajor = Number(match[1]);
  const needMinor = Number(match[2]);
  if (!Number.isFinite(major) || !Number.isFinite(minor)) return false;
  return needMajor < major || (needMajor === major && needMinor <= minor);
}

export function parseServerConfig(raw: unknown, sdkVersion: string): ConfigResult {
  try {
    return parseUnsafe(raw, sdkVersion);
  } catch (error) {
    // Schemas do not throw on data; this guards against exotic inputs (getters, proxies).
    return { ok: false, error: `config could not be read: ${String(error)}` };
  }
}

function parseUnsafe(raw: unknown, sdkVersion: string): ConfigResult {
  // Own members only (a required field found on a prototype is absent); Java-style
  // servers send `null` for absent fields, so null members are dropped too.
  const cleaned = ownJson(raw, { dropNullMembers: true });
  const envelope = configEnvelopeSchema.safeParse(cleaned);
  if (!envelope.success) {
    return { ok: false, error: `invalid server config: ${describeIssues(envelope.error)}` };
  }
  const data = envelope.data;
  if (!MIN_VERSION.test(data.min_sdk_version_required)) {
    return {
      ok: false,
      error: `min_sdk_version_required must be digits.digits, got "${data.min_sdk_version_required}"`,
    };
  }
  if (!isSupportedSdkVersion(data.min_sdk_version_required, sdkVersion)) {
    return {
      ok: false,
      error: `min_sdk_version_required ${data.min_sdk_version_required} is above the library version ${sdkVersion}`,
    };
  }
  const warnings: string[] = [];
  const plans: Plan[] = [];
  // Local state is kept per plan id: a second plan with the same id would share it.
  const seen = new Set<string>();
  data.popup_plans.forEach((item, index) => {
    if (nestsDeeperThan(item, MAX_PLAN_DEPTH)) {
      warnings.push(`popup_plans[${index}] left out: nested deeper than ${MAX_PLAN_DEPTH} levels`);
      return;
    }
    const plan = planSchema.safeParse(item);
    if (!plan.success) {
      const why = planHasLegacyMultiFilter(item)
        ? 'a rule’s multi_filter is { relation, filters }, not { relation, conditions } (spec 001 §3)'
        : describeIssues(plan.error);
      warnings.push(`popup_plans[${index}] left out: ${why}`);
    } else if (seen.has(String(plan.data.plan_id))) {
      warnings.push(`popup_plans[${index}] left out: plan_id ${plan.data.plan_id} repeated`);
    } else {
      seen.add(String(plan.data.plan_id));
      plans.push(plan.data);
    }
  });
  const config: ServerConfig = { ...data, popup_plans: plans };
  return { ok: true, config, warnings };
}
