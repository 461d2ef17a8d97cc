import type { FastifyRequest } from 'fastify';
import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Idempotency } from '../../src/shared/contract';
import type { Envelope } from '../../src/shared/envelope';
import type { AppContext } from '../app-context';
import { claimKey, completeKey, releaseKey, type KeyScope } from '../store/idempotency-keys';
import { failed, type Answer } from './answer';
import { fail } from './failure';

/**
 * The `Idempotency-Key` header (the contract's `idempotency`, src/shared/contract.ts),
 * with the semantics of payment APIs (Stripe; the IETF Idempotency-Key header draft):
 *
 * - a key is scoped to the user and the route, and stored with the fingerprint of the
 *   validated request (fingerprint.ts) and the whole answer, success or business error;
 *   it is kept IDEMPOTENCY_TTL_MS (older rows are pruned at each claim);
 * - same key, same request: the stored answer with `Idempotent-Replayed: true`, nothing run;
 * - same key, another request: HTTP 422 idempotencyKeyReused, nothing run;
 * - same key while its first request still runs: HTTP 409 idempotencyInProgress (the app
 *   retries later with the same key), the handler never runs twice;
 * - the route checks auth, signature and input BEFORE it comes here, so a refused call
 *   stores nothing and the corrected call may use the key; a server error (5xx, a throw)
 *   frees the key too, so a retry may run.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Response header of a stored answer sent again (as Stripe names it). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

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

/** What the claim leaves to the caller: run the handler, or send this answer. */
function answerOfClaim(ctx: AppContext, scope: KeyScope, fingerprint: string): Answer | null {
  const now = ctx.now();
  const claim = claimKey(ctx.db, {
    ...scope,
    fingerprint,
    now,
    notBefore: now - IDEMPOTENCY_TTL_MS,
  });
  switch (claim.kind) {
    case 'claimed':
      return null;
    case 'mismatch':
      return failed(fail(BUSINESS_ERRORS.idempotencyKeyReused), 422);
    case 'running':
      return failed(fail(BUSINESS_ERRORS.idempotencyInProgress), 409);
    case 'done': {
      const body = JSON.parse(claim.answer) as Envelope<unknown>;
      return { status: claim.status, body, headers: { [REPLAYED_HEADER]: 'true' } };
    }
  }
}

/**
 * Runs `run` at most once per key: claims the key, runs, and stores the answer when it
 * is a business answer (below HTTP 500). `null` from `run` (the handler answered itself:
 * a file, a redirect) and server errors free the key.
 */
export async function runOnce(
  ctx: AppContext,
  scope: KeyScope,
  fingerprint: string,
  run: () => Promise<Answer | null>,
): Promise<Answer | null> {
  const earlier = answerOfClaim(ctx, scope, fingerprint);
  if (earlier) return earlier;
  let answer: Answer | null;
  try {
    answer = await run();
  } catch (error) {
    releaseKey(ctx.db, scope);
    throw error;
  }
  if (answer === null || answer.status >= 500) {
    releaseKey(ctx.db, scope);
  } else {
    completeKey(ctx.db, { ...scope, status: answer.status, answer: JSON.stringify(answer.body) });
  }
  return answer;
}
