/**
 * The filter function names of spec 001 §5 (with their aliases): the SDK
 * implements one matcher per name (src/sdk/core/filters.ts, whose table the
 * compiler holds to exactly this list) and the reference server's operator API
 * refuses a plan naming any other (the client would never match it). Pure.
 */
export const FILTER_FUNCTION_NAMES = [
  'equal',
  'notEqual',
  'contain',
  'notContain',
  'isTrue',
  'isFalse',
  'isSet',
  'notSet',
  'isEmpty',
  'isNotEmpty',
  'less',
  'greater',
  'between',
  'isIn',
  'in',
  'notInclude',
  'absolute_between',
  'absoluteBetween',
] as const;

export type FilterFunctionName = (typeof FILTER_FUNCTION_NAMES)[number];

/** Names of every supported function (spec 001 §5), typed for `includes(name)` on any string. */
export const FILTER_FUNCTIONS: readonly string[] = FILTER_FUNCTION_NAMES;

const KNOWN: ReadonlySet<string> = new Set(FILTER_FUNCTION_NAMES);

export function isFilterFunctionName(name: string): name is FilterFunctionName {
  return KNOWN.has(name);
}
