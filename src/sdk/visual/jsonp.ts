/**
 * JSONP loader for the visual config (spec 001 §7: callback
 * saJSSDKVtrackCollectConfig, timeout 5 s). A late script after the timeout
 * finds a no-op global, never a ReferenceError.
 */
import type { JsonpOutcome } from '../core/visual-config';

type Globals = Record<string, unknown>;

function responseStatus(url: string): number | undefined {
  try {
    const entries = performance.getEntriesByName(url) as PerformanceResourceTiming[];
    const status = entries.at(-1)?.responseStatus;
    return typeof status === 'number' && status > 0 ? status : undefined;
  } catch {
    return undefined;
  }
}

export function loadJsonp(
  url: string,
  callbackName: string,
  timeoutMs: number,
): Promise<JsonpOutcome> {
  return new Promise((resolve) => {
    const globals = window as unknown as Globals;
    const script = document.createElement('script');
    const src = `${url}${url.includes('?') ? '&' : '?'}callback=${encodeURIComponent(callbackName)}`;
    let settled = false;
    const finish = (outcome: JsonpOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      globals[callbackName] = () => undefined;
      script.remove();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    globals[callbackName] = (...args: unknown[]) => finish({ kind: 'called', args });
    script.onload = () => {
      const status = responseStatus(script.src);
      finish(
        status === undefined
          ? { kind: 'loaded-without-call' }
          : { kind: 'loaded-without-call', status },
      );
    };
    script.onerror = () => finish({ kind: 'error' });
    script.src = src;
    document.head.appendChild(script);
  });
}
