import DOMPurify, { type Config } from 'dompurify';

/**
 * Server HTML (rule and article bodies) → HTML that is safe to render with
 * innerHTML. The server is trusted to mean well, not to be uncompromised:
 * nothing that can run script, submit data, restyle the page or load a frame
 * survives. What is left is text structure, tables, links and images:
 *
 * - no scripts, event handlers, forms, frames, embedded objects, <style>,
 *   `style` attributes, SVG or MathML (USE_PROFILES html only);
 * - links and images only with http(s), same-origin paths, mailto/tel and
 *   fragments (no `javascript:`, no `data:`, no `vbscript:`);
 * - links to another origin open in a new tab without an opener;
 * - images load lazily and never take more than the phone's width (CSS).
 */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'dialog',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'ping', 'background'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
};

type Purifier = ReturnType<typeof DOMPurify>;

// Not URL.canParse: web views older than Chrome 120 / iOS 17 lack it.
function parseUrl(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

const purifiers = new WeakMap<object, Purifier>();

function purifierFor(win: Window & typeof globalThis, origin: string): Purifier {
  const known = purifiers.get(win);
  if (known) return known;
  const purifier = DOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href === null) return;
      const target = parseUrl(href, origin);
      if (!target) {
        node.removeAttribute('href');
        return;
      }
      if (target.origin !== origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    } else if (node.tagName === 'IMG') {
      // DOMPurify lets data: URIs through on images whatever ALLOWED_URI_REGEXP says.
      const src = node.getAttribute('src');
      if (src !== null && !SAFE_URL.test(src.trim())) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('alt', node.getAttribute('alt') ?? '');
    }
  });
  purifiers.set(win, purifier);
  return purifier;
}

/** The sanitised HTML string; '' for anything that is not a string. */
export function sanitizeHtml(
  html: unknown,
  win: Window & typeof globalThis = window,
  origin: string = win.location.origin,
): string {
  if (typeof html !== 'string' || html === '') return '';
  return purifierFor(win, origin).sanitize(html, CONFIG);
}
