/** Profile and item calls of sa-sdk-javascript, with their per-call value rules. */
import { checkItemId, checkItemType } from './core/id-rules';
import { warn } from './log';
import type { SdkRuntime } from './sdk-runtime';
import type { Callback, Properties } from './sensors-types';

type ProfileType = 'profile_set' | 'profile_set_once' | 'profile_append' | 'profile_increment';

/** appendProfile takes strings or string arrays; incrementProfile takes numbers. */
function keepValue(type: ProfileType, key: string, value: unknown): unknown {
  if (type === 'profile_append') {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    warn(`${key} must be string or string array`);
    return undefined;
  }
  if (type === 'profile_increment' && typeof value !== 'number') {
    warn(`${key} must be number`);
    return undefined;
  }
  return value;
}

export function profileCall(
  runtime: SdkRuntime,
  type: ProfileType,
  props: unknown,
  callback?: Callback,
): void {
  const normalized = runtime.normalize(props);
  const properties: Properties = {};
  for (const [key, value] of Object.entries(normalized)) {
    const kept = keepValue(type, key, value);
    if (kept !== undefined) properties[key] = kept;
  }
  if (Object.keys(properties).length === 0) {
    warn(`${type} needs at least one valid property`);
    return;
  }
  runtime.emit({ type, properties }, callback);
}

export function deleteProfileCall(runtime: SdkRuntime, callback?: Callback): void {
  runtime.emit({ type: 'profile_delete', properties: {} }, callback);
}

/** unsetProfile('a') / unsetProfile(['a', 'b']) → { a: true, b: true }. */
export function unsetProfileCall(runtime: SdkRuntime, keys: unknown, callback?: Callback): void {
  const list = typeof keys === 'string' ? [keys] : Array.isArray(keys) ? keys : [];
  const properties: Properties = {};
  for (const key of list) if (typeof key === 'string') properties[key] = true;
  profileUnset(runtime, runtime.normalize(properties), callback);
}

function profileUnset(runtime: SdkRuntime, properties: Properties, callback?: Callback): void {
  if (Object.keys(properties).length === 0) {
    warn('unsetProfile needs property names');
    return;
  }
  runtime.emit({ type: 'profile_unset', properties }, callback);
}

export function itemCall(
  runtime: SdkRuntime,
  type: 'item_set' | 'item_delete',
  itemType: unknown,
  itemId: unknown,
  props?: unknown,
): void {
  const warning = checkItemType(itemType) ?? checkItemId(itemId);
  if (warning !== null) {
    warn(warning);
    return;
  }
  const properties = type === 'item_set' ? runtime.normalize(props) : {};
  runtime.emit({ type, properties, item_type: itemType as string, item_id: itemId as string });
}
