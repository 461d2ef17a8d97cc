/**
 * A change carries one key per user action. The key is part of the mutation's
 * variables, so a mutation paused offline and persisted keeps its key across a
 * reload: whenever it is finally sent (or sent again after a lost answer), the
 * server sees the same key and carries it out once. Only the change helpers
 * (define-change.ts, use-change.ts) make keys; pages never see them.
 */
export interface Keyed<I> {
  input: I;
  idempotencyKey: string;
}

// crypto.randomUUID exists only in secure contexts, and the installed PWA is
// also tried over plain http on the LAN (HOST=0.0.0.0); getRandomValues is
// available everywhere. 16 random bytes as a version-4 UUID.
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newIdempotencyKey(random: () => string = randomUuid): string {
  return random();
}

export function withIdempotencyKey<I>(input: I, key = newIdempotencyKey()): Keyed<I> {
  return { input, idempotencyKey: key };
}

/** JSON with object keys sorted: two inputs built in another field order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/** The same user action asked again: same input as the previous attempt. */
export function sameInput(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/**
 * The key of a submit: the previous attempt's when its outcome is unknown (it
 * failed in transport, so the server may have carried it out) and the input is
 * the same; a fresh one otherwise (a new action, or one the server answered).
 */
export function keyFor<I>(
  input: I,
  unanswered: Keyed<I> | null,
  fresh = newIdempotencyKey,
): string {
  return unanswered && sameInput(unanswered.input, input) ? unanswered.idempotencyKey : fresh();
}
