/**
 * Path families that are not the built app: the business API, the analytics
 * receiver and its services, and the reference server's dev endpoints. One
 * place for the server (hooks, CORS, the SPA fallback) and the service worker
 * (never answered or cached there: their answers always come from the network).
 * Patterns accept a query after the path, since workbox's navigation denylist
 * tests pathname + search.
 */
const DEV = /^\/__dev(?:[/?]|$)/;
const API = /^\/api\//;
// The receiver: POST /sa, GET /sa and the image sender /sa.gif.
const RECEIVER = /^\/sa(?:\.gif)?(?:[/?]|$)/;
// The experiment service's results call; its operator API (bearer token, curl) gets no CORS.
const ABTEST_RESULTS = /^\/abtest\/api\//;
const ABTEST_ADMIN = /^\/abtest\/admin\//;
// Endpoints the analytics SDK calls, possibly from another origin (bench pages).
const ANALYTICS_SERVICES: readonly RegExp[] = [
  RECEIVER,
  /^\/sdk\//,
  /^\/config\//,
  /^\/sfo\//,
  ABTEST_RESULTS,
];

export const SERVICE_PATHS: readonly RegExp[] = [DEV, API, ABTEST_ADMIN, ...ANALYTICS_SERVICES];

export function isDevPath(path: string): boolean {
  return DEV.test(path);
}

export function isApiPath(path: string): boolean {
  return API.test(path);
}

export function isAnalyticsServicePath(path: string): boolean {
  return ANALYTICS_SERVICES.some((pattern) => pattern.test(path));
}

/** Everything that is not the built app: never answered with index.html, never cached. */
export function isServicePath(path: string): boolean {
  return SERVICE_PATHS.some((pattern) => pattern.test(path));
}

/** Strips the query string from a raw request URL. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
