/**
 * The visual experiment change format (docs/ab-visual-changes.md): a list of
 * `{ selector, text?, style?, attributes?, visible? }`. Changes are data: text
 * is set as textContent, styles one property at a time, attributes with
 * setAttribute; nothing is ever parsed as HTML. This validator is the one gate
 * for experiment data: the SDK checks what the service sends with it, and the
 * operator API checks what an operator stores, so the two never disagree.
 * It lives in src/shared because the server imports it (src/sdk/core/abtest-visual.ts
 * re-exports it for the SDK). Pure: no DOM, nothing runs at import.
 */

export interface VisualChange {
  /** A CSS selector; every element it matches gets the change. */
  selector: string;
  /** New text content (replaces the element's children with one text node). */
  text?: string;
  /** CSS properties in kebab-case (`background-color`), set one by one. */
  style?: Record<string, string>;
  /** Attributes set with setAttribute; script-capable ones are refused. */
  attributes?: Record<string, string>;
  /** false hides the element (display: none); true shows it again. */
  visible?: boolean;
}

export type VisualChangesCheck =
  { ok: true; changes: VisualChange[] } | { ok: false; error: string };

// Bounds keep a hostile config from costing the page real time.
export const MAX_VISUAL_CHANGES = 50;
const MAX_SELECTOR_LENGTH = 1024; // spec 001 §5: element selectors up to 1024
const MAX_TEXT_LENGTH = 500; // spec 001 §9: max string 500
const MAX_ENTRIES = 30;
const MAX_VALUE_LENGTH = 500;

const CSS_PROPERTY = /^(?:--[a-zA-Z0-9_-]+|-?[a-z][a-z-]*)$/;
const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9_.:-]*$/;
// Old script hooks in CSS (IE behaviors, XBL bindings).
const REFUSED_CSS_PROPERTIES = new Set(['behavior', '-moz-binding']);
// Attributes whose value the browser treats as markup or styles: never set from data.
// attributename retargets an SVG <animate>/<set> (its to/from/values then write an href).
const REFUSED_ATTRIBUTES = new Set(['srcdoc', 'style', 'is', 'http-equiv', 'attributename']);
// Attributes whose value the browser loads or navigates to.
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'ping',
  'cite',
  'longdesc',
  'manifest',
  'codebase',
  'dynsrc',
  'lowsrc',
  'content', // <meta http-equiv="refresh" content="0;url=…">
  // SVG animation values written into an href
  'to',
  'from',
  'values',
  'by',
]);
const SCRIPT_SCHEME = /(?:javascript|vbscript|data|livescript):/;

/** Lowercased with whitespace and control characters removed, as URL parsers read schemes. */
function squeeze(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f\u007f]+/g, '').toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a CSS value is refused, or null. url() may only load http(s) or same-site paths. */
function cssValueProblem(value: string): string | null {
  const squeezed = squeeze(value);
  // Backslash escapes could spell any scheme; no real change needs them.
  if (value.includes('\\')) return 'must not contain backslashes';
  if (/[<>{};]/.test(value)) return 'must not contain < > { } or ;';
  if (squeezed.includes('expression(') || squeezed.includes('@import'))
    return 'must not contain expression() or @import';
  if (squeezed.includes('javascript:') || squeezed.includes('vbscript:'))
    return 'must not contain a script URL';
  for (const match of squeezed.matchAll(/url\(([^)]*)\)?/g)) {
    const target = (match[1] ?? '').replace(/^['"]|['"]$/g, '');
    if (!/^(?:https?:\/\/|\/)/.test(target)) return 'url() must be http(s) or a path';
  }
  return null;
}

function attributeProblem(name: string, value: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return 'event handler attributes are refused';
  if (REFUSED_ATTRIBUTES.has(lower)) return 'this attribute is refused';
  // Anywhere in the value: in srcset a script URL hides after a comma or a width.
  if (URL_ATTRIBUTES.has(lower) && SCRIPT_SCHEME.test(squeeze(value)))
    return 'javascript:, vbscript: and data: URLs are refused';
  return null;
}

type EntryCheck = (key: string, value: string) => string | null;

function checkEntries(
  raw: unknown,
  where: string,
  keyPattern: RegExp,
  check: EntryCheck,
): { ok: true; entries: Record<string, string> } | { ok: false; error: string } {
  if (!isRecord(raw)) return { ok: false, error: `${where} must be an object of strings` };
  const keys = Object.keys(raw);
  if (keys.length === 0 || keys.length > MAX_ENTRIES)
    return { ok: false, error: `${where} must have 1 to ${MAX_ENTRIES} entries` };
  const entries: Record<string, string> = {};
  for (const key of keys) {
    const value = raw[key];
    if (!keyPattern.test(key)) return { ok: false, error: `${where}.${key} is not a valid name` };
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH)
      return {
        ok: false,
        error: `${where}.${key} must be a string of at most ${MAX_VALUE_LENGTH}`,
      };
    const problem = check(key, value);
    if (problem) return { ok: false, error: `${where}.${key} ${problem}` };
    entries[key] = value;
  }
  return { ok: true, entries };
}

const styleCheck: EntryCheck = (name, value) =>
  REFUSED_CSS_PROPERTIES.has(name.toLowerCase()) ? 'is refused' : cssValueProblem(value);

function checkChange(
  raw: unknown,
  where: string,
): { ok: true; change: VisualChange } | { ok: false; error: string } {
  if (!isRecord(raw)) return { ok: false, error: `${where} must be an object` };
  const { selector, text, style, attributes, visible } = raw;
  if (typeof selector !== 'string' || !selector.trim() || selector.length > MAX_SELECTOR_LENGTH)
    return {
      ok: false,
      error: `${where}.selector must be a non-empty string of at most ${MAX_SELECTOR_LENGTH}`,
    };
  const change: VisualChange = { selector };
  if (text !== undefined) {
    if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH)
      return { ok: false, error: `${where}.text must be a string of at most ${MAX_TEXT_LENGTH}` };
    change.text = text;
  }
  if (style !== undefined) {
    const checked = checkEntries(style, `${where}.style`, CSS_PROPERTY, styleCheck);
    if (!checked.ok) return checked;
    change.style = checked.entries;
  }
  if (attributes !== undefined) {
    const checked = checkEntries(
      attributes,
      `${where}.attributes`,
      ATTRIBUTE_NAME,
      attributeProblem,
    );
    if (!checked.ok) return checked;
    change.attributes = checked.entries;
  }
  if (visible !== undefined) {
    if (typeof visible !== 'boolean')
      return { ok: false, error: `${where}.visible must be a boolean` };
    change.visible = visible;
  }
  if (Object.keys(change).length === 1)
    return { ok: false, error: `${where} must change text, style, attributes or visible` };
  return { ok: true, change };
}

/**
 * Checks a visual experiment's `changes` (untrusted). All or nothing: one bad
 * change refuses the list, so a visitor never sees half a variant. Never throws.
 */
export function validateVisualChanges(raw: unknown): VisualChangesCheck {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_VISUAL_CHANGES)
    return { ok: false, error: `changes must be an array of 1 to ${MAX_VISUAL_CHANGES} changes` };
  const changes: VisualChange[] = [];
  for (const [index, item] of raw.entries()) {
    const checked = checkChange(item, `changes[${index}]`);
    if (!checked.ok) return checked;
    changes.push(checked.change);
  }
  return { ok: true, changes };
}
