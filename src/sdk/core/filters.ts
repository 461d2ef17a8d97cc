/**
 * Filter functions of spec 001 §5 and the `event_permission` tree of §6
 * (CONTRACTS.md "filters.ts"). Pure, never throws: an unknown function, a
 * malformed condition or a value of the wrong type is simply `false`.
 *
 * Decisions where the spec is silent (tests pin each one):
 * - `equal`/`isIn`/`in`: the value equals ANY param; a string-array value matches
 *   when any item does; numbers match numeric strings (`3` equals `'3'`).
 * - Negations (`notEqual`, `notContain`, `notInclude`) hold for an absent value.
 * - `isEmpty`: absent, null, `''` or `[]`; `isNotEmpty` is its opposite.
 * - `less`/`greater` are strict; `between` and the date ranges are inclusive,
 *   a date-only upper bound covers its whole day.
 * - A field `event.<event>.<prop>` or `user.<prop>` reads `<prop>` when the
 *   exact key is absent (Sensors Focus field names).
 */
import {
  type FilterFunctionName,
  isFilterFunctionName,
} from '../../shared/popups/filter-functions';
import { isAbsent, toDate, toNumber, toText, upperBound, valueEquals } from './popup/filter-values';
import type { Condition, Filter, PermissionTree } from './popup/types';

export type { Condition, Filter, PermissionTree } from './popup/types';
// The names live in src/shared (the reference server refuses plans naming others).
export { FILTER_FUNCTIONS } from '../../shared/popups/filter-functions';

type Props = Record<string, unknown>;
type FilterFunction = (value: unknown, params: readonly unknown[], now: number) => boolean;

function isEmptyValue(value: unknown): boolean {
  return isAbsent(value) || value === '' || (Array.isArray(value) && value.length === 0);
}

function contains(value: unknown, params: readonly unknown[]): boolean {
  const texts = Array.isArray(value) ? value.map(toText) : [toText(value)];
  return params.some((param) => {
    const needle = toText(param);
    return needle !== null && texts.some((text) => text !== null && text.includes(needle));
  });
}

function compare(value: unknown, param: unknown, test: (a: number, b: number) => boolean): boolean {
  const a = toNumber(value);
  const b = toNumber(param);
  return a !== null && b !== null && test(a, b);
}

function between(value: unknown, params: readonly unknown[]): boolean {
  const v = toNumber(value);
  const lo = toNumber(params[0]);
  const hi = toNumber(params[1]);
  return v !== null && lo !== null && hi !== null && v >= lo && v <= hi;
}

function dateBetween(value: unknown, params: readonly unknown[]): boolean {
  const v = toDate(value);
  const from = toDate(params[0]);
  const to = toDate(params[1]);
  return (
    v !== null && from !== null && to !== null && v.time >= from.time && v.time <= upperBound(to)
  );
}

const isIn: FilterFunction = (value, params) => params.some((param) => valueEquals(value, param));

/** spec 001 §5: one matcher per name of FILTER_FUNCTION_NAMES (the type makes it exactly those). */
const FUNCTIONS: Readonly<Record<FilterFunctionName, FilterFunction>> = {
  equal: isIn,
  notEqual: (value, params) => isAbsent(value) || !isIn(value, params, 0),
  contain: (value, params) => contains(value, params),
  notContain: (value, params) => isAbsent(value) || !contains(value, params),
  isTrue: (value) => value === true,
  isFalse: (value) => value === false,
  isSet: (value) => !isAbsent(value),
  notSet: (value) => isAbsent(value),
  isEmpty: (value) => isEmptyValue(value),
  isNotEmpty: (value) => !isEmptyValue(value),
  less: (value, params) => compare(value, params[0], (a, b) => a < b),
  greater: (value, params) => compare(value, params[0], (a, b) => a > b),
  between: (value, params) => between(value, params),
  isIn,
  in: isIn,
  notInclude: (value, params) => isAbsent(value) || !isIn(value, params, 0),
  absolute_between: (value, params) => dateBetween(value, params),
  absoluteBetween: (value, params) => dateBetween(value, params),
};

const FIELD_PREFIX = /^(?:event\.[^.]+\.|user\.|profile\.)/;

function has(props: Props, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(props, key);
}

/** The property a condition's field names. */
export function readField(field: string, props: Props): unknown {
  if (has(props, field)) return props[field];
  const short = field.replace(FIELD_PREFIX, '');
  return short !== field && has(props, short) ? props[short] : undefined;
}

function isRecord(value: unknown): value is Props {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function matchCondition(cond: Condition, props: Props, now: number): boolean {
  if (!isRecord(cond) || typeof cond.field !== 'string' || typeof cond.function !== 'string') {
    return false;
  }
  if (!isFilterFunctionName(cond.function)) return false;
  const fn = FUNCTIONS[cond.function];
  const params = Array.isArray(cond.params) ? cond.params : [];
  if (!isRecord(props)) return false;
  try {
    return fn(readField(cond.field, props), params, now);
  } catch {
    return false; // hostile values (throwing getters, proxies) never take the engine down
  }
}

function joined<T>(items: readonly T[], relation: unknown, test: (item: T) => boolean): boolean {
  return relation === 'or' ? items.some(test) : items.every(test);
}

/** Relation and: all conditions hold; or: any holds. Absent or empty → true. */
export function matchFilter(filter: Filter | undefined, props: Props, now: number): boolean {
  if (!isRecord(filter) || !Array.isArray(filter.conditions) || filter.conditions.length === 0) {
    return true;
  }
  return joined(filter.conditions, filter.relation, (cond) => matchCondition(cond, props, now));
}

// Deeper trees than this are not plans an operator made; refuse them instead of recursing.
const MAX_TREE_DEPTH = 32;

function matchLevel(tree: PermissionTree, props: Props, now: number, depth: number): boolean {
  if (depth > MAX_TREE_DEPTH) return false;
  const conditions = Array.isArray(tree.conditions) ? tree.conditions : [];
  if (!matchFilter({ relation: tree.relation, conditions }, props, now)) return false;
  const children = Array.isArray(tree.filters) ? tree.filters.filter(isRecord) : [];
  if (children.length === 0) return true;
  return joined(children, tree.relation, (child) => matchLevel(child, props, now, depth + 1));
}

/**
 * spec 001 §6: each level matches its conditions (by its relation), then its
 * children (joined by the same relation). An empty or absent tree allows.
 */
export function matchPermission(
  tree: PermissionTree | undefined,
  props: Props,
  now: number,
): boolean {
  if (!isRecord(tree)) return true;
  return matchLevel(tree, props, now, 0);
}
