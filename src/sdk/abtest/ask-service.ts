/**
 * The plugin's early request for a page load with nothing cached (see
 * first-visit.ts). In the main bundle: only the request, no parsing.
 */
import type { AbtestVisitor } from '../core/abtest-protocol';
import { requestBody } from '../core/abtest-request';

/** The service's raw answer (JSON body), or null on any failure; aborted after `timeoutMs`. */
export function askService(
  url: string,
  platform: string,
  visitor: AbtestVisitor,
  timeoutMs: number,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: requestBody({ platform }, visitor),
    credentials: 'omit',
    signal: controller.signal,
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}
