/**
 * GETs of the campaign services (spec 001 §7): no credentials, 20 s timeout,
 * JSON answer. Never throws: failures are values with a message for the log.
 */

/** spec 001 §9: request timeout 20 s. */
export const POPUP_REQUEST_TIMEOUT_MS = 20_000;

export interface JsonResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export type PopupFetch = (url: string, init: RequestInit) => Promise<JsonResponse>;

export interface TimerDeps {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export type FetchResult = { ok: true; body: unknown } | { ok: false; error: string };

/** `{base}{path}?{query}` with the query values encoded. */
export function serviceUrl(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}

export async function getJson(
  fetch: PopupFetch,
  timers: TimerDeps,
  url: string,
): Promise<FetchResult> {
  const abort = new AbortController();
  const timer = timers.setTimeout(() => abort.abort(), POPUP_REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'GET',
      credentials: 'omit',
      signal: abort.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
    return { ok: true, body: await response.json() };
  } catch (error) {
    if (abort.signal.aborted) return { ok: false, error: 'timed out after 20 s' };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    timers.clearTimeout(timer);
  }
}
