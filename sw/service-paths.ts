/**
 * Paths the service worker never answers or caches: the business API, the
 * analytics receiver and its services, and the reference server's dev
 * endpoints. Their answers must always come from the network.
 */
export const NEVER_CACHED: readonly RegExp[] = [
  /^\/api\//,
  /^\/sa(?:$|[/?]|\.gif)/,
  /^\/__dev(?:$|[/?])/,
  /^\/sdk\//,
  /^\/config\//,
  /^\/sfo\//,
];

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((pattern) => pattern.test(pathname));
}
