/**
 * Validation of the A/B plugin's setup and of the fetchABTest family's
 * parameters (spec 001 §5 "Experiment URL", "Experiment parameter"; §9
 * timeouts). Pure: the page protocol is passed in. Errors are values with a
 * message a developer can act on; the plugin logs them.
 */
import { isParamValueOf } from './abtest';
import { PARAM_VALUE_TYPES, type ParamValueOf, type ParamValueType } from './abtest-result';

export {
  ABTEST_FETCH_TIMEOUT_MS,
  ABTEST_MIN_FETCH_TIMEOUT_MS,
  ABTEST_REFRESH_INTERVAL_MS,
  ABTEST_LINK_MASK_MS,
  PROJECT_KEY_PARAM,
  validateExperimentUrl,
  resolveFetchTimeout,
  type AbtestSetupCheck,
} from './abtest-setup';
import { ABTEST_FETCH_TIMEOUT_MS, resolveFetchTimeout } from './abtest-setup';
// spec 001 §9: property names at most 100.
const MAX_PARAM_NAME_LENGTH = 100;

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
