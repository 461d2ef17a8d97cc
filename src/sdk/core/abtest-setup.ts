/**
 * The A/B plugin's setup checks and timings (spec 001 §5 "Experiment URL"; §9),
 * apart from the parameter checks (abtest-options.ts re-exports both): the
 * plugin part in the main bundle reads only these, so the parameter checks and
 * their value types stay in the lazy layer. Pure: the page protocol is passed in.
 */
// spec 001 §9: experiment fetch timeout 3000 ms, minimum 200 ms; refresh 600000 ms; link mask 500 ms.
export const ABTEST_FETCH_TIMEOUT_MS = 3000;
export const ABTEST_MIN_FETCH_TIMEOUT_MS = 200;
export const ABTEST_REFRESH_INTERVAL_MS = 600_000;
export const ABTEST_LINK_MASK_MS = 500;
/** The experiment URL's query parameter naming the project (as sensors' A/B SDK reads it). */
export const PROJECT_KEY_PARAM = 'project-key';

export type AbtestSetupCheck =
  { ok: true; url: string; projectKey: string } | { ok: false; error: string };

/**
 * The experiment service URL: begins with http, carries `project-key`, and is
 * https when the page is (a browser would block the mixed-content fetch anyway).
 */
export function validateExperimentUrl(url: unknown, pageProtocol: string): AbtestSetupCheck {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url))
    return { ok: false, error: 'A/B url must be a string beginning with http:// or https://' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: `A/B url is not a valid address: ${url.slice(0, 200)}` };
  }
  if (pageProtocol === 'https:' && parsed.protocol !== 'https:')
    return { ok: false, error: 'A/B url must be https on an https page' };
  const projectKey = parsed.searchParams.get(PROJECT_KEY_PARAM)?.trim();
  if (!projectKey)
    return {
      ok: false,
      error: `A/B url must include the project key (?${PROJECT_KEY_PARAM}=…)`,
    };
  return { ok: true, url, projectKey };
}

/** timeout_milliseconds: the default when absent or not a number, never below the minimum. */
export function resolveFetchTimeout(value: unknown, fallback = ABTEST_FETCH_TIMEOUT_MS): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.max(ABTEST_MIN_FETCH_TIMEOUT_MS, Math.round(value));
}
