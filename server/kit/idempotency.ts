import type { FastifyRequest } from 'fastify';
import type { Idempotency } from '../../src/shared/contract';
import type { Envelope } from '../../src/shared/envelope';
import type { AppContext } from '../app-context';
import { findStoredAnswer, storeAnswer } from '../store/idempotency-keys';

/**
 * The `Idempotency-Key` header (the contract's `idempotency`, src/shared/contract.ts).
 * With a key, the first answer is stored for 24 hours and a replay of the same key by
 * the same user gets that answer again, the handler not running a second time
 * (a paused mutation resumed after a reload, a retry after a lost answer).
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

// A UUID in practice; any opaque token of this shape is accepted.
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;

export type KeyRead = { ok: true; key: string | null } | { ok: false; detail: string };

export function readIdempotencyKey(request: FastifyRequest, mode: Idempotency): KeyRead {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined || raw === '') {
    return mode === 'required'
      ? { ok: false, detail: 'Idempotency-Key: required' }
      : { ok: true, key: null };
  }
  if (typeof raw !== 'string' || !KEY_SHAPE.test(raw)) {
    return { ok: false, detail: 'Idempotency-Key: invalid_format' };
  }
  return { ok: true, key: raw };
}

export type Replay =
  | { kind: 'first' }
  | { kind: 'replay'; body: Envelope<unknown> }
  | { kind: 'reused'; detail: string };

/** What an earlier call with this key answered, if it was the same route. */
export function findReplay(ctx: AppContext, userId: number, key: string, route: string): Replay {
  const stored = findStoredAnswer(ctx.db, userId, key, ctx.now() - IDEMPOTENCY_TTL_MS);
  if (!stored) return { kind: 'first' };
  if (stored.route !== route) {
    return { kind: 'reused', detail: 'Idempotency-Key: already used for another call' };
  }
  return { kind: 'replay', body: JSON.parse(stored.answer) as Envelope<unknown> };
}

/** Stores a business answer (success or failure) for later replays of the key. */
export function rememberAnswer(
  ctx: AppContext,
  entry: { userId: number; key: string; route: string; body: Envelope<unknown> },
): void {
  storeAnswer(ctx.db, { ...entry, answer: JSON.stringify(entry.body), now: ctx.now() });
}
