import { REQUEST_MESSAGES } from './messages';

/**
 * The code table of spec 000 §8, in one place. `actionsForCode` is pure: it
 * says what should happen for an envelope code; request-effects.ts does it.
 */
export const SUCCESS_CODE = '0000';

// spec 000 §8: never toasted; the page decides (8888 goes to the host instead).
export const SILENT_CODES: ReadonlySet<string> = new Set([
  '201',
  'CB0156',
  'DE0160',
  'CB0451',
  'CB0450',
  'CB0600',
  '8888',
]);

export const SERVICE_STOPPED_CODE = '8888';
export const GO_BACK_CODE = '507';
// spec 000 §8: the host is asked to go back with 507 after 1 s (time to read the toast).
export const GO_BACK_DELAY_MS = 1000;

export type CodeAction =
  | { type: 'toast'; message: string }
  | { type: 'openServiceStopped'; message: string }
  | { type: 'goBackWithCode'; code: number; delayMs: number };

export interface CodeOptions {
  /** The call shows its own error UI: no default toast. Host actions still happen. */
  noToast?: boolean;
}

export function actionsForCode(code: string, msg: string, options: CodeOptions = {}): CodeAction[] {
  if (code === SUCCESS_CODE) return [];
  const actions: CodeAction[] = [];
  if (!SILENT_CODES.has(code) && !options.noToast) {
    actions.push({ type: 'toast', message: msg || REQUEST_MESSAGES.business });
  }
  if (code === SERVICE_STOPPED_CODE) {
    actions.push({ type: 'openServiceStopped', message: msg || REQUEST_MESSAGES.serviceStopped });
  }
  if (code === GO_BACK_CODE) {
    actions.push({ type: 'goBackWithCode', code: Number(GO_BACK_CODE), delayMs: GO_BACK_DELAY_MS });
  }
  return actions;
}
