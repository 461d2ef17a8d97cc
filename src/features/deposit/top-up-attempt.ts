import { readItem, removeItem, writeItem } from '../../lib/storage';
import { newIdempotencyKey, sameInput } from '../../api/query/idempotency';

/**
 * The top-up being started, kept in sessionStorage with its Idempotency-Key
 * until the server answered: a retry after a lost answer and a reload before
 * the answer send the same key and body, so the server answers the same payNo
 * and starts nothing new (CONTRACTS.md "Money seams").
 */
export interface TopUpAttempt {
  key: string;
  input: { amountCents: number; cardId?: number };
}

const ATTEMPT_KEY = 'deposit.topUpAttempt';

function isAttempt(value: unknown): value is TopUpAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const { key, input } = value as Partial<TopUpAttempt>;
  return (
    typeof key === 'string' &&
    typeof input === 'object' &&
    input !== null &&
    Number.isSafeInteger(input.amountCents) &&
    (input.cardId === undefined || Number.isSafeInteger(input.cardId))
  );
}

export function readAttempt(): TopUpAttempt | null {
  const text = readItem(ATTEMPT_KEY, 'session');
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isAttempt(value) ? value : null;
  } catch {
    return null;
  }
}

/** The attempt for this input: the unanswered one again when the input is the same, else a new one. */
export function attemptFor(input: TopUpAttempt['input']): TopUpAttempt {
  const stored = readAttempt();
  const attempt =
    stored && sameInput(stored.input, input) ? stored : { key: newIdempotencyKey(), input };
  writeItem(ATTEMPT_KEY, JSON.stringify(attempt), 'session');
  return attempt;
}

/** The server answered (a payNo or a refusal): the next tap is a new action. */
export function forgetAttempt(): void {
  removeItem(ATTEMPT_KEY, 'session');
}
