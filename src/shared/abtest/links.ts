/**
 * Which experiment links are safe to send a visitor to, and which control links
 * name a page at all. The operator API refuses what the SDK would refuse or never
 * match (one rule on both sides, so the server never stores a dead experiment). Pure.
 */

// eslint-disable-next-line no-control-regex
const URL_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** The link as the URL parser reads it: tabs and newlines dropped, controls and spaces trimmed. */
function asParsed(link: string): string {
  return link.replace(/[\t\n\r]/g, '').replace(URL_TRIMMED, '');
}

/** A path on this site: one leading `/`, where `/\\host` and `//host` both leave the site. */
const SITE_PATH = /^\/(?![\\/])/;

/**
 * A redirect target: an absolute http(s) address or a path on this site, never a
 * script URL.
 */
export function isSafeExperimentLink(link: string): boolean {
  const cleaned = asParsed(link);
  return SITE_PATH.test(cleaned) || /^https?:\/\//i.test(cleaned);
}

export type ControlLinkMatchType = 'STRICT' | 'FUZZY' | 'REGEXP';

/**
 * Why a control link names no page, or null when it does. STRICT and FUZZY need an
 * absolute http(s) address or a path on this site: an empty, blank or relative link
 * (`?a=1`, `#top`, `rules`) would resolve against whatever page is open and match it.
 * REGEXP needs a valid pattern that is not blank (the empty pattern matches every address).
 */
export function controlLinkProblem(link: unknown, type: ControlLinkMatchType): string | null {
  if (typeof link !== 'string' || link.trim() === '') return 'must not be empty';
  if (type === 'REGEXP') {
    try {
      new RegExp(link);
      return null;
    } catch {
      return 'not a valid regular expression';
    }
  }
  const cleaned = asParsed(link);
  if (SITE_PATH.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // Not an address at all: the message below.
  }
  return 'must be an http(s) address or a path starting with /';
}
