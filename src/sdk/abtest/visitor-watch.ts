/**
 * Calls `onChange` after login, loginWithKey, logout and identify change who
 * the visitor is (issue 8: a visitor change refetches). The instance's methods
 * are wrapped; the check runs after the call, in a microtask, when the
 * identity store has the new ids.
 */
import type { Sensors } from '../sensors-types';
import { currentVisitorKey } from './visitor';

const IDENTITY_CALLS = ['login', 'loginWithKey', 'logout', 'identify'] as const;

export function followVisitor(sdk: Sensors, onChange: () => void): void {
  let last = currentVisitorKey(sdk);
  const check = (): void => {
    const now = currentVisitorKey(sdk);
    if (now === last) return;
    last = now;
    onChange();
  };
  for (const name of IDENTITY_CALLS) {
    const original = sdk[name] as (...args: unknown[]) => void;
    (sdk as unknown as Record<string, unknown>)[name] = (...args: unknown[]): void => {
      original.apply(sdk, args);
      queueMicrotask(check);
    };
  }
  // Another tab may log in: the store refreshes when the page is shown again.
  document.addEventListener('visibilitychange', () => queueMicrotask(check));
}
