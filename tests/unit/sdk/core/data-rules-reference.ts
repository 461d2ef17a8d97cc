/**
 * The data rules of spec 001 §5 written the plain way (one rule after the
 * other, a fresh result object, the seven date getters): the oracle that the
 * optimised normalizeProperties and formatDate must match exactly.
 */
import { checkName } from '../../../../src/sdk/core/names';

const MAX = 500;
const LONG_KEYS = new Set(['$element_selector', '$element_path']);
const DROP = Symbol('drop');
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function referenceFormatDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.` +
    pad(date.getMilliseconds(), 3)
  );
}

function json(value: object): string | null {
  try {
    const text = JSON.stringify(value);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

function item(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, MAX);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : referenceFormatDate(value);
  if (typeof value === 'object') return json(value)?.slice(0, MAX) ?? null;
  return null;
}

function value(key: string, v: unknown, warnings: string[]): unknown {
  const max = LONG_KEYS.has(key) ? 1024 : MAX;
  if (typeof v === 'string') {
    if (v.length > max) warnings.push(`${key} length is longer than ${max}`);
    return v.slice(0, max);
  }
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : DROP;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? DROP : referenceFormatDate(v);
  if (Array.isArray(v)) {
    const items: string[] = [];
    for (let i = 0; i < v.length; i += 1) {
      const text = item(v[i]);
      if (text !== null) items.push(text);
    }
    return items;
  }
  if (v !== null && typeof v === 'object') return json(v)?.slice(0, max) ?? DROP;
  return DROP;
}

export function referenceNormalize(props: unknown): {
  properties: Record<string, unknown>;
  warnings: string[];
} {
  const properties: Record<string, unknown> = {};
  const warnings: string[] = [];
  if (props === undefined || props === null) return { properties, warnings };
  const proto: unknown = typeof props === 'object' ? Object.getPrototypeOf(props) : undefined;
  if (proto !== Object.prototype && proto !== null) {
    warnings.push('properties must be object');
    return { properties, warnings };
  }
  const source = props as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const problem = checkName(key);
    if (problem !== null) {
      warnings.push(problem);
      continue;
    }
    let v: unknown;
    try {
      v = source[key];
      if (typeof v === 'function') v = (v as () => unknown)();
    } catch {
      warnings.push(`${key} is invalid`);
      continue;
    }
    if (v === undefined) {
      warnings.push(`${key} is undefined`);
      continue;
    }
    const result = typeof v === 'function' ? DROP : value(key, v, warnings);
    if (result === DROP) warnings.push(`${key} is invalid`);
    else properties[key] = result;
  }
  return { properties, warnings };
}
