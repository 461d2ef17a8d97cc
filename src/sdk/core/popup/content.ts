/**
 * PRESET popup content (CONTRACTS.md "Popups in the page"): the `content` JSON
 * string of `popup_window_content`, read into plain data the renderer shows as
 * text. Never throws; content that does not parse or has no template is code 1001.
 */

import { ownJson } from '../../../shared/own-json';

/** spec 001 §8: preview info parse failed; check plan configuration. */
export const CONTENT_PARSE_FAILED = 1001;

export type PopupActionType = 'close' | 'openlink' | 'deeplink';

export type PopupAction =
  { type: 'close' } | { type: 'openlink'; value: string } | { type: 'deeplink'; value: string };

export interface PopupButton {
  text: string;
  action: PopupAction;
}

export interface PopupTemplate {
  title?: string;
  text?: string;
  image_url?: string;
  buttons: PopupButton[];
}

export interface PopupContent {
  template: PopupTemplate;
  properties: Record<string, unknown>;
  /** What was left out (unsafe links, malformed buttons), for the log. */
  warnings: string[];
}

export type PopupContentResult =
  | { ok: true; content: PopupContent }
  | { ok: false; code: typeof CONTENT_PARSE_FAILED; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only absolute http(s) addresses open; `javascript:`, `data:` and the rest are refused. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readAction(raw: unknown, warnings: string[]): PopupAction {
  if (!isRecord(raw)) return { type: 'close' };
  const value = raw.value;
  if (raw.type === 'openlink') {
    if (isHttpUrl(value)) return { type: 'openlink', value };
    // A refused link still closes the popup: the button stays usable but inert.
    warnings.push(`openlink refused (not http(s)): ${String(value).slice(0, 100)}`);
    return { type: 'close' };
  }
  if (raw.type === 'deeplink') {
    if (typeof value === 'string' && value !== '' && !/^\s*javascript:/i.test(value)) {
      return { type: 'deeplink', value };
    }
    warnings.push('deeplink refused (empty or script)');
    return { type: 'close' };
  }
  return { type: 'close' };
}

function readButtons(raw: unknown, warnings: string[]): PopupButton[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    warnings.push('buttons is not an array');
    return [];
  }
  const buttons: PopupButton[] = [];
  raw.forEach((item, index) => {
    if (!isRecord(item) || typeof item.text !== 'string') {
      warnings.push(`buttons[${index}] has no text`);
      return;
    }
    buttons.push({ text: item.text, action: readAction(item.action, warnings) });
  });
  return buttons;
}

function fail(error: string): PopupContentResult {
  return { ok: false, code: CONTENT_PARSE_FAILED, error };
}

/** The preview service's answer (spec 001 §7 popup_windows/{id}): its own fields, typed. */
export function readPreviewAnswer(body: unknown): {
  popupType: string;
  name: string;
  content: string;
} {
  const own = ownJson(body);
  const record = isRecord(own) ? own : {};
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    popupType: text(record.popup_type),
    name: text(record.name),
    content: text(record.content),
  };
}

/** Reads a PRESET content string; unknown fields are ignored, strings stay strings. */
export function parsePopupContent(content: string): PopupContentResult {
  if (typeof content !== 'string') return fail('content is not a string');
  let raw: unknown;
  try {
    // Own members only, and no `__proto__` member left to reach a prototype when copied.
    raw = ownJson(JSON.parse(content));
  } catch {
    return fail('content is not JSON');
  }
  if (!isRecord(raw)) return fail('content is not an object');
  const template = raw.template;
  if (!isRecord(template)) return fail('content has no template');
  const warnings: string[] = [];
  const imageUrl = isHttpUrl(template.image_url) ? template.image_url : undefined;
  if (template.image_url !== undefined && imageUrl === undefined) {
    warnings.push('image_url refused (not http(s))');
  }
  const parsed: PopupTemplate = { buttons: readButtons(template.buttons, warnings) };
  const title = optionalText(template.title);
  const text = optionalText(template.text);
  if (title !== undefined) parsed.title = title;
  if (text !== undefined) parsed.text = text;
  if (imageUrl !== undefined) parsed.image_url = imageUrl;
  const properties = isRecord(raw.properties) ? raw.properties : {};
  return { ok: true, content: { template: parsed, properties, warnings } };
}
