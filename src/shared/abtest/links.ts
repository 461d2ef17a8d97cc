/**
 * Which experiment links are safe to send a visitor to. The operator API
 * refuses an unsafe experiment_link and the SDK drops a result carrying one:
 * one rule, so the server never stores what the client would refuse. Pure.
 */

/**
 * A redirect target: an absolute http(s) address or a path on this site, never a
 * script URL. Read as the URL parser reads it (tabs and newlines dropped, controls
 * and spaces trimmed), where `/\\host` and `//host` both leave the site.
 */
export function isSafeExperimentLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = link.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^\/(?![\\/])/.test(cleaned)) return true;
  return /^https?:\/\//i.test(cleaned);
}
