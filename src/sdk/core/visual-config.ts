/**
 * Visual (codeless) tracking config (spec 001 §3 "Visual-config event", §7):
 * hand-written guards for the JSONP answer, and what each answer means.
 * Pure; the config is untrusted server input.
 */
export type VisualValueType = 'STRING' | 'NUMBER';

export interface VisualProperty {
  name: string;
  type: VisualValueType;
  element_selector: string;
  list_selector?: string;
  regular?: string;
  method?: string;
  h5?: boolean;
}

export interface VisualEventTarget {
  url_host?: string;
  url_path?: string;
  element_path?: string;
  element_selector?: string;
  element_field?: string;
  function?: string;
  element_content?: string;
  element_position?: string;
  unlimited_div?: boolean;
}

export interface VisualEvent {
  event_type: 'webclick' | 'appclick';
  event_name: string;
  event: VisualEventTarget;
  properties: VisualProperty[];
}

export interface VisualConfig {
  version: string;
  events: VisualEvent[];
}

import { ownJson } from '../../shared/own-json';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function parseProperty(raw: unknown): VisualProperty | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || typeof raw.element_selector !== 'string')
    return null;
  if (raw.type !== 'STRING' && raw.type !== 'NUMBER') return null;
  const property: VisualProperty = {
    name: raw.name,
    type: raw.type,
    element_selector: raw.element_selector,
  };
  if (typeof raw.list_selector === 'string' && raw.list_selector)
    property.list_selector = raw.list_selector;
  if (typeof raw.regular === 'string' && raw.regular) property.regular = raw.regular;
  if (typeof raw.method === 'string') property.method = raw.method;
  if (typeof raw.h5 === 'boolean') property.h5 = raw.h5;
  return property;
}

const TARGET_FIELDS = [
  'url_host',
  'url_path',
  'element_path',
  'element_selector',
  'element_field',
  'function',
  'element_content',
  'element_position',
] as const;

function parseEvent(raw: unknown): VisualEvent | null {
  if (!isRecord(raw) || typeof raw.event_name !== 'string' || !isRecord(raw.event)) return null;
  if (raw.event_type !== 'webclick' && raw.event_type !== 'appclick') return null;
  const target: VisualEventTarget = {};
  for (const field of TARGET_FIELDS) {
    const value = optString(raw.event[field]);
    if (value !== undefined) target[field] = value;
  }
  if (raw.event.unlimited_div === true) target.unlimited_div = true;
  const properties = Array.isArray(raw.properties) ? raw.properties.map(parseProperty) : [];
  return {
    event_type: raw.event_type,
    event_name: raw.event_name,
    event: target,
    properties: properties.filter((p): p is VisualProperty => p !== null),
  };
}

/**
 * A config for the Web (os 'Web'); malformed events are skipped one by one. The
 * JSONP argument is an object literal, where `__proto__: {…}` sets the prototype:
 * only its own members are read.
 */
export function parseVisualConfig(input: unknown): VisualConfig | null {
  const raw = ownJson(input);
  if (!isRecord(raw) || raw.os !== 'Web') return null;
  const events = Array.isArray(raw.events) ? raw.events.map(parseEvent) : [];
  return {
    version: optString(raw.version) ?? '',
    events: events.filter((e): e is VisualEvent => e !== null),
  };
}

/** A webclick event whose page (host and path, each when given) is this one. */
export function clickEventOnPage(event: VisualEvent, host: string, path: string): boolean {
  const { url_host: eventHost, url_path: eventPath } = event.event;
  if (event.event_type !== 'webclick') return false;
  if (eventHost !== undefined && eventHost !== '' && eventHost !== host) return false;
  return eventPath === undefined || eventPath === '' || eventPath === path;
}

/** How a JSONP request ended (visual/jsonp.ts). */
export type JsonpOutcome =
  | { kind: 'called'; args: unknown[] }
  /** `status` from the script's resource timing entry (responseStatus), when the browser has it. */
  | { kind: 'loaded-without-call'; status?: number }
  | { kind: 'error' }
  | { kind: 'timeout' };

export type VisualDecision =
  { action: 'apply'; config: VisualConfig } | { action: 'clear' } | { action: 'keep' };

/**
 * spec 001 §7: 200 with os Web applies, 205 clears, 304 and any failure keep.
 * sa-sdk's server calls back `(status, data)`; a plain `(data)` call is a 200. A script without a
 * call is a bodiless 205 or 304: Chromium fires `load` for both, so the status
 * comes from resource timing; when it is unknown the old config is kept, as on a
 * script error or the 5 s timeout.
 */
export function decideVisual(outcome: JsonpOutcome): VisualDecision {
  if (outcome.kind === 'loaded-without-call') {
    return outcome.status === 205 ? { action: 'clear' } : { action: 'keep' };
  }
  if (outcome.kind !== 'called') return { action: 'keep' };
  const [first, second] = outcome.args;
  const status = typeof first === 'number' ? first : 200;
  const data = typeof first === 'number' ? second : first;
  if (status === 205) return { action: 'clear' };
  if (status !== 200) return { action: 'keep' };
  const config = parseVisualConfig(data);
  return config ? { action: 'apply', config } : { action: 'clear' };
}

/** `{server origin}/config/visualized/Web.conf?app_id=&v=` (the server_url's query is kept). */
export function visualConfigUrl(
  serverUrl: string,
  pageHost: string,
  version: string,
): string | null {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    return null;
  }
  url.pathname = '/config/visualized/Web.conf';
  url.hash = '';
  url.searchParams.set('app_id', pageHost);
  if (version) url.searchParams.set('v', version);
  return url.toString();
}
