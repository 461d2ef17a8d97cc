/** Path families of the reference server; one place so hooks and the SPA fallback agree. */

export function isDevPath(path: string): boolean {
  return path === '/__dev' || path.startsWith('/__dev/');
}

export function isApiPath(path: string): boolean {
  return path.startsWith('/api/');
}

/** The analytics receiver: POST /sa, GET /sa and the image sender /sa.gif. */
export function isReceiverPath(path: string): boolean {
  return path === '/sa' || path === '/sa.gif' || path.startsWith('/sa/');
}

/** Endpoints the analytics SDK calls, possibly from another origin (bench pages). */
export function isAnalyticsServicePath(path: string): boolean {
  return (
    isReceiverPath(path) ||
    path.startsWith('/sdk/') ||
    path.startsWith('/config/') ||
    path.startsWith('/sfo/')
  );
}

/** Everything that is not the built app: never answered with index.html. */
export function isServicePath(path: string): boolean {
  return isDevPath(path) || isApiPath(path) || isAnalyticsServicePath(path);
}

/** Strips the query string from a raw request URL. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
