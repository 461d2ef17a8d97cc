/**
 * Calls from the page to the native host app, with in-page fallbacks.
 *
 * Message format (one JSON string per call, the same on both platforms):
 *   { "action": "goBack",             "payload": {} }
 *   { "action": "goBackWithCode",     "payload": { "code": 507 } }
 *   { "action": "openServiceStopped", "payload": { "message": "<server msg, plain text>" } }
 * iOS posts it to  window.webkit.messageHandlers.nativeBridge.postMessage(json);
 * Android posts it to window.AndroidBridge.postMessage(json).
 *
 * In a plain browser or an installed PWA (or when posting to the host throws),
 * going back uses history, and service stopped shows an in-page modal.
 */
import type { HostMessagePort } from './host-globals';
import { showServiceStoppedModal } from './service-stopped-modal';

export type HostKind = 'ios' | 'android' | 'browser';

export type HostMessage =
  | { action: 'goBack'; payload: Record<string, never> }
  | { action: 'goBackWithCode'; payload: { code: number } }
  | { action: 'openServiceStopped'; payload: { message: string } };

function hostPort(): { kind: Exclude<HostKind, 'browser'>; port: HostMessagePort } | null {
  if (typeof window === 'undefined') return null;
  const ios = window.webkit?.messageHandlers?.nativeBridge;
  if (typeof ios?.postMessage === 'function') return { kind: 'ios', port: ios };
  const android = window.AndroidBridge;
  if (typeof android?.postMessage === 'function') return { kind: 'android', port: android };
  return null;
}

/** Checked on every call: hosts may inject their objects after the page has started. */
export function detectHost(): HostKind {
  return hostPort()?.kind ?? 'browser';
}

/** true when the host took the message; false means the caller must fall back. */
function postToHost(message: HostMessage): boolean {
  const host = hostPort();
  if (!host) return false;
  try {
    host.port.postMessage(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

function browserBack(): void {
  if (window.history.length > 1) {
    window.history.back();
    return;
  }
  // Opened directly (new tab, deep link): nothing to go back to, so go home, unless
  // already there: reloading home would repeat the call that asked to go back (a
  // 507 from check/token) once a second. The code table's toast is all the user gets.
  const home = import.meta.env.BASE_URL || '/';
  if (window.location.pathname !== home) window.location.replace(home);
}

export function hostGoBack(): void {
  if (!postToHost({ action: 'goBack', payload: {} })) browserBack();
}

/** spec 000 §8: code 507 asks the host to go back with the code; a browser just goes back. */
export function hostGoBackWithCode(code: number): void {
  if (!postToHost({ action: 'goBackWithCode', payload: { code } })) browserBack();
}

/** spec 000 §8: code 8888 asks the host to open its service-stopped modal with the message. */
export function hostOpenServiceStopped(message: string): void {
  if (!postToHost({ action: 'openServiceStopped', payload: { message } })) {
    void showServiceStoppedModal(message);
  }
}
