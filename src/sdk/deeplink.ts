/**
 * Deep-link parameter lookup (spec 001 §7): GET {origin}/sdk/deeplink/param with
 * key, system_type and project; timeout at least 2500 ms (spec 001 §9).
 */
import { ownJson } from '../shared/own-json';
import { DEEPLINK_MIN_TIMEOUT_MS } from './core/constants';

export interface DeepLinkRequest {
  key: string;
  systemType: string;
  project: string;
  origin?: string;
  timeoutMs?: number;
}

export type DeepLinkResult =
  { ok: true; data: Record<string, unknown> } | { ok: false; error: string };

export function deepLinkUrl(request: DeepLinkRequest, origin: string): string {
  const url = new URL('/sdk/deeplink/param', origin);
  url.searchParams.set('key', request.key);
  url.searchParams.set('system_type', request.systemType);
  url.searchParams.set('project', request.project);
  return url.toString();
}

export async function fetchDeepLink(request: DeepLinkRequest): Promise<DeepLinkResult> {
  const timeoutMs = Math.max(request.timeoutMs ?? DEEPLINK_MIN_TIMEOUT_MS, DEEPLINK_MIN_TIMEOUT_MS);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(deepLinkUrl(request, request.origin ?? location.origin), {
      signal: controller.signal,
      credentials: 'omit',
    });
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
    // Handed to the host app: own members only, no `__proto__` member to reach a prototype.
    const data = ownJson(await response.json());
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { ok: false, error: 'deep link answer is not an object' };
    }
    return { ok: true, data: data as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: controller.signal.aborted ? 'timeout' : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
