/**
 * Validation of the A/B plugin's setup and of the fetchABTest family's
 * parameters (spec 001 §5 "Experiment URL", "Experiment parameter"; §9
 * timeouts). Pure: the page protocol is passed in. Errors are values with a
 * message a developer can act on; the plugin logs them.
 */
import { isParamValueOf } from './abtest';
import { PARAM_VALUE_TYPES, type ParamValueOf, type ParamValueType } from './abtest-result';

// spec 001 §9: experiment fetch timeout 3000 ms, minimum 200 ms; refresh 600000 ms; link mask 500 ms.
export const ABTEST_FETCH_TIMEOUT_MS = 3000;
export const ABTEST_MIN_FETCH_TIMEOUT_MS = 200;
export const ABTEST_REFRESH_INTERVAL_MS = 600_000;
export const ABTEST_LINK_MASK_MS = 500;
/** The experiment URL's query parameter naming the project (as sensors' A/B SDK reads it). */
export const PROJECT_KEY_PARAM = 'project-key';
// spec 001 §9: property names at most 100.
const MAX_PARAM_NAME_LENGTH = 100;

export type AbtestSetupCheck =
  { ok: true; url: string; projectKey: string } | { ok: false; error: string };

/**
 * The experiment service URL: begins with http, carries `project-key`, and is
 * https when the page is (a browser would block the mixed-content fetch anyway).
 */
export function validateExperimentUrl(url: unknown, pageProtocol: string): AbtestSetupCheck {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url))
    return { ok: false, error: 'A/B url must be a string beginning with http:// or https://' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: `A/B url is not a valid address: ${url.slice(0, 200)}` };
  }
  if (pageProtocol === 'https:' && parsed.protocol !== 'https:')
    return { ok: false, error: 'A/B url must be https on an https page' };
  const projectKey = parsed.searchParams.get(PROJECT_KEY_PARAM)?.trim();
  if (!projectKey)
    return {
      ok: false,
      error: `A/B url must include the project key (?${PROJECT_KEY_PARAM}=…)`,
    };
  return { ok: true, url, projectKey };
}

/** timeout_milliseconds: the default when absent or not a number, never below the minimum. */
export function resolveFetchTimeout(value: unknown, fallback = ABTEST_FETCH_TIMEOUT_MS): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.max(ABTEST_MIN_FETCH_TIMEOUT_MS, Math.round(value));
}

/** A checked fetchABTest parameter. */
export interface FetchParams<T extends ParamValueType = ParamValueType> {
  param_name: string;
  value_type: T;
  default_value: ParamValueOf[T];
  timeout_milliseconds: number;
}

export type FetchParamsCheck = { ok: true; params: FetchParams } | { ok: false; error: string };

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'number' && !Number.isFinite(value)
    ? String(value)
    : withArticle(typeof value);
}

/**
 * The options of fetchABTest / fastFetchABTest / fetchCacheABTest: param_name,
 * value_type and default_value are required, and the default must be of the
 * declared type. `defaultTimeout` is the plugin's timeout_milliseconds.
 */
export function validateFetchParams(
  options: unknown,
  defaultTimeout = ABTEST_FETCH_TIMEOUT_MS,
): FetchParamsCheck {
  if (typeof options !== 'object' || options === null)
    return { ok: false, error: 'fetchABTest needs an options object' };
  const raw = options as Record<string, unknown>;
  const name = raw.param_name;
  if (typeof name !== 'string' || !name.trim())
    return { ok: false, error: 'param_name is required and must be a non-empty string' };
  if (name.length > MAX_PARAM_NAME_LENGTH)
    return { ok: false, error: `param_name is longer than ${MAX_PARAM_NAME_LENGTH}` };
  const type = raw.value_type;
  if (!PARAM_VALUE_TYPES.includes(type as ParamValueType))
    return {
      ok: false,
      error: `value_type is required and must be one of ${PARAM_VALUE_TYPES.join(', ')} (param ${name})`,
    };
  const valueType = type as ParamValueType;
  if (!('default_value' in raw) || raw.default_value === undefined)
    return { ok: false, error: `default_value is required (param ${name})` };
  if (!isParamValueOf(valueType, raw.default_value))
    return {
      ok: false,
      error: `default_value must be ${withArticle(valueType)} for value_type ${valueType}, got ${describeValue(raw.default_value)} (param ${name})`,
    };
  return {
    ok: true,
    params: {
      param_name: name,
      value_type: valueType,
      default_value: raw.default_value,
      timeout_milliseconds: resolveFetchTimeout(raw.timeout_milliseconds, defaultTimeout),
    },
  };
}
