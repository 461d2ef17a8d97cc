/**
 * A/B experiments, the pure core (CONTRACTS.md "src/sdk/core/abtest.ts"): link
 * matching and typed variables, plus (re-exported) the experiment result of
 * spec 001 §3 and its parser. No I/O, no clock: the worker fetches and caches,
 * the page applies. Reading a variable's text by its type lives in
 * src/shared/abtest/variables.ts (the operator API refuses what it cannot read).
 */
import { isSafeExperimentLink } from '../../shared/abtest/links';
import { convertVariable } from '../../shared/abtest/variables';
import type { ExperimentVariable, ParamValueOf, ParamValueType } from './abtest-result';

export * from './abtest-result';
export { convertVariable, MAX_STRING_VARIABLE_LENGTH } from '../../shared/abtest/variables';

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The path without trailing slashes (`/rules/` and `/rules` are one page, `/` and
 * `` too), with percent escapes in one case (`%c3%a8` is `%C3%A8`).
 */
function pathKey(url: URL): string {
  return url.pathname
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replace(/\/+$/, '');
}

/** The query as sorted name=value pairs, so `?a=1&b=2` and `?b=2&a=1` compare equal. */
function queryKey(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
}

/**
 * Whether the page address `href` is the experiment's control page.
 * STRICT: same origin, path (trailing `/` ignored) and query (order ignored);
 * FUZZY: same origin and path; both ignore the hash. REGEXP: the pattern tested
 * on the whole href; an invalid pattern never matches. A control link without
 * an origin (`/rules`) is read on the page's origin. An empty or blank control
 * link, or one relative to the page (`?a=1`, `#x`, `rules`: it would resolve to
 * whatever page is open), never matches, in every match type. Never throws.
 */
export function matchLink(
  href: string,
  exp: { control_link: string; link_match_type: 'STRICT' | 'FUZZY' | 'REGEXP' },
): boolean {
  if (typeof href !== 'string' || typeof exp?.control_link !== 'string') return false;
  // The empty pattern matches every address: one empty field must not redirect every page.
  if (exp.control_link.trim() === '') return false;
  if (exp.link_match_type === 'REGEXP') {
    try {
      return new RegExp(exp.control_link).test(href);
    } catch {
      return false;
    }
  }
  if (exp.link_match_type !== 'STRICT' && exp.link_match_type !== 'FUZZY') return false;
  if (!isSafeExperimentLink(exp.control_link)) return false;
  const page = parseUrl(href);
  const control = page && parseUrl(exp.control_link, page.href);
  if (!page || !control) return false;
  if (page.origin !== control.origin || pathKey(page) !== pathKey(control)) return false;
  return exp.link_match_type === 'FUZZY' || queryKey(page) === queryKey(control);
}

/** Whether a value is of a declared parameter type (Object: a JSON object or array, not null). */
export function isParamValueOf<T extends ParamValueType>(
  type: T,
  value: unknown,
): value is ParamValueOf[T] {
  switch (type) {
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'String':
      return typeof value === 'string';
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Object':
      return typeof value === 'object' && value !== null;
    default:
      return false;
  }
}

/**
 * The experiment variable `name` converted to the declared type, or
 * `defaultValue` when the result is absent, has no such variable, the value
 * does not parse, or its type is not the declared one (a STRING read as Number).
 * Never throws; `result` may be anything.
 */
export function readVariable<T extends ParamValueType>(
  result: { variables?: readonly ExperimentVariable[] } | null | undefined,
  name: string,
  type: T,
  defaultValue: ParamValueOf[T],
): ParamValueOf[T] {
  const variables: unknown = result?.variables;
  if (!Array.isArray(variables)) return defaultValue;
  const variable: unknown = variables.find(
    (item: unknown) =>
      typeof item === 'object' && item !== null && (item as { name?: unknown }).name === name,
  );
  if (!variable) return defaultValue;
  const value = convertVariable(variable as ExperimentVariable);
  return isParamValueOf(type, value) ? value : defaultValue;
}
