/**
 * The query parameter marking an address a link experiment redirected to, so
 * it is never redirected again (no loops). sa-sdk-javascript's A/B plugin uses
 * the same one. Dependency-free: the plugin's synchronous first step reads it.
 */
export const REDIRECT_MARK = 'saSDKMultilink';

export function isMarkedAddress(href: string): boolean {
  try {
    return new URL(href).searchParams.has(REDIRECT_MARK);
  } catch {
    return false;
  }
}
