import {
  BUSINESS_ERRORS,
  GO_BACK_CODE,
  SERVICE_STOPPED_CODE,
  SILENT_CODES,
  SUCCESS_CODE,
} from '../shared/codes';
import { REQUEST_MESSAGES } from './messages';

/**
 * What the app does with each envelope code of spec 000 §8, in one place. The
 * codes themselves are named once in src/shared/codes.ts (the server answers
 * them); `actionsForCode` is pure: it says what should happen, request-effects.ts
 * does it.
 */

// spec 000 §8: the host is asked to go back with 507 after 1 s (time to read the toast).
export const GO_BACK_DELAY_MS = 1000;

/**
 * "Send the same call again later": the server still runs the first call of this
 * Idempotency-Key (HTTP 409, server/kit/idempotency.ts). Never toasted: the retry policy
 * (query/retry-policy.ts) sends it again with backoff and the same key, whose stored
 * answer then arrives as an ordinary answer. A toast per attempt would be a toast storm.
 */
export const RETRY_LATER_CODES: ReadonlySet<string> = new Set([
  BUSINESS_ERRORS.idempotencyInProgress.code,
]);

export type CodeAction =
  | { type: 'toast'; message: string }
  | { type: 'openServiceStopped'; message: string }
  | { type: 'goBackWithCode'; code: number; delayMs: number }
  | { type: 'sessionExpired' };

export interface CodeOptions {
  /** The call shows its own error UI: no default toast. Host actions still happen. */
  noToast?: boolean;
}

export function actionsForCode(code: string, msg: string, options: CodeOptions = {}): CodeAction[] {
  if (code === SUCCESS_CODE) return [];
  const actions: CodeAction[] = [];
  if (!SILENT_CODES.has(code) && !RETRY_LATER_CODES.has(code) && !options.noToast) {
    actions.push({ type: 'toast', message: msg || REQUEST_MESSAGES.business });
  }
  if (code === SERVICE_STOPPED_CODE) {
    actions.push({ type: 'openServiceStopped', message: msg || REQUEST_MESSAGES.serviceStopped });
  }
  // The token is dead: the session is cleared and the user is sent to log in again.
  if (code === BUSINESS_ERRORS.tokenExpired.code) actions.push({ type: 'sessionExpired' });
  if (code === GO_BACK_CODE) {
    actions.push({ type: 'goBackWithCode', code: Number(GO_BACK_CODE), delayMs: GO_BACK_DELAY_MS });
  }
  return actions;
}
