import { useMutationState, type MutationKey, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

const NEVER = () => false;
const NO_KEY: MutationKey = ['(no queued mutations)'];

export interface SubmitCallbacks<D> {
  onSuccess?: (data: D) => void;
  onError?: (error: Error) => void;
}

export interface GuardedSubmit<D, V> {
  /**
   * Starts the mutation unless one is already under way; false when refused.
   * The callbacks run while this screen still shows (e.g. a success toast).
   */
  submit: (variables: V, callbacks?: SubmitCallbacks<D>) => boolean;
  /** Disable the button: a submit is in flight or waiting for the network. */
  busy: boolean;
  /** The change is paused offline: show 将在网络恢复后提交. */
  waitingForNetwork: boolean;
}

/**
 * A form submit that cannot go twice. A double tap fires two clicks before React
 * re-renders the disabled button, so an in-flight ref refuses the second one
 * synchronously; `busy` then keeps the button disabled. A change already queued
 * for this target (paused offline, maybe restored after a reload) counts too,
 * so it cannot be queued a second time.
 */
export function useGuardedSubmit<D, V>(
  mutation: UseMutationResult<D, Error, V>,
  /** Changes of the same kind and target already queued (e.g. the same card); none by default. */
  queued?: { mutationKey: MutationKey; matches: (variables: V) => boolean },
): GuardedSubmit<D, V> {
  const inFlight = useRef(false);
  const { mutate } = mutation;
  const matches = queued?.matches ?? NEVER;
  const queuedHere = useMutationState({
    filters: { mutationKey: queued?.mutationKey ?? NO_KEY, status: 'pending' },
    select: (m) => ({
      paused: m.state.isPaused,
      mine: m.state.variables !== undefined && matches(m.state.variables as V),
    }),
  }).filter((entry) => entry.mine);

  const alreadyQueued = queuedHere.length > 0;
  const submit = useCallback(
    (variables: V, callbacks: SubmitCallbacks<D> = {}) => {
      if (inFlight.current || alreadyQueued) return false;
      inFlight.current = true;
      mutate(variables, {
        onSuccess: callbacks.onSuccess,
        onError: callbacks.onError,
        onSettled: () => {
          inFlight.current = false;
        },
      });
      return true;
    },
    [mutate, alreadyQueued],
  );

  const waitingForNetwork = mutation.isPaused || queuedHere.some((entry) => entry.paused);
  return { submit, busy: mutation.isPending || alreadyQueued, waitingForNetwork };
}
