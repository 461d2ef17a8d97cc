import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { keyFor, type Keyed } from './idempotency';
import type { Change } from './define-change';
import { isTransportFailure } from './retry-policy';
import { useGuardedSubmit, type GuardedSubmit, type SubmitCallbacks } from './use-guarded-submit';

export interface ChangeSubmit<I, D> extends Omit<GuardedSubmit<D, I>, 'submit'> {
  /** Sends the input as one user action (its key is made here); false when refused. */
  submit: (input: I, callbacks?: SubmitCallbacks<D>) => boolean;
  /** The last submit succeeded (e.g. the login form gives way to the next page). */
  succeeded: boolean;
}

// A change that can be paused must have been registered at boot (or a paused copy
// restored after a reload would find no function); one that cannot wait is
// registered here, on first use.
function ensureRegistered<I, D>(client: QueryClient, change: Change<I, D>): void {
  if (client.getMutationDefaults(change.mutationKey).mutationFn) return;
  if (change.networkMode === 'always') {
    change.register(client);
    return;
  }
  throw new Error(
    `${change.endpoint.path}: change not registered; define it in src/features/<area>/api/*.change.ts`,
  );
}

/**
 * The submit of a change for a form or button: a double tap goes once, the
 * button stays busy while it is in flight or paused offline (`waitingForNetwork`),
 * and each submit wraps the input with its user action's Idempotency-Key: a
 * fresh one, or the previous attempt's when that one failed in transport with
 * the same input (the server may have carried it out). `matches` says which
 * queued changes are for this screen's target (e.g. the same card).
 */
export function useChange<I, D>(
  change: Change<I, D>,
  options: { matches?: (input: I) => boolean } = {},
): ChangeSubmit<I, D> {
  ensureRegistered(useQueryClient(), change);
  const mutation = useMutation<D, Error, Keyed<I>>({ mutationKey: change.mutationKey });
  const { matches } = options;
  const guard = useGuardedSubmit(mutation, {
    mutationKey: change.mutationKey,
    matches: (variables) => matches?.(variables.input) ?? false,
  });
  const unanswered = useRef<Keyed<I> | null>(null);
  const { submit: guardedSubmit } = guard;
  const submit = useCallback(
    (input: I, callbacks: SubmitCallbacks<D> = {}) => {
      const variables = { input, idempotencyKey: keyFor(input, unanswered.current) };
      const sent = guardedSubmit(variables, {
        onSuccess: (data) => {
          unanswered.current = null;
          callbacks.onSuccess?.(data);
        },
        onError: (error) => {
          unanswered.current = isTransportFailure(error) ? variables : null;
          callbacks.onError?.(error);
        },
      });
      return sent;
    },
    [guardedSubmit],
  );
  return { ...guard, submit, succeeded: mutation.isSuccess };
}
