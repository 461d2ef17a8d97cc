import { useMutation } from '@tanstack/react-query';
import { call, callRaw } from '../../../api/call';
import { isTransportFailure } from '../../../api/query/retry-policy';
import { useGuardedSubmit } from '../../../api/query/use-guarded-submit';
import {
  addMarginBeforeValid,
  addMarginV2,
  paymentStartCheckMessage,
} from '../../../shared/contracts/margin-topup';
import { attemptFor, forgetAttempt, type TopUpAttempt } from '../top-up-attempt';

export type TopUpInput = TopUpAttempt['input'];

export type StartOutcome =
  | { kind: 'started'; payNo: string }
  | { kind: 'refused'; msg: string }
  | { kind: 'confirm'; msg: string };

/** add/marginV2 with the attempt's key; the attempt is forgotten once the server answered. */
export async function sendAttempt(attempt: TopUpAttempt): Promise<StartOutcome> {
  try {
    const started = await call(addMarginV2, attempt.input, { key: attempt.key });
    forgetAttempt();
    return { kind: 'started', payNo: started.payNo };
  } catch (error) {
    // Lost in transport, the server may have started it: keep the key for the retry.
    if (!isTransportFailure(error)) forgetAttempt();
    throw error;
  }
}

// spec 000 §7: the raw pre-check first, then what to tell the user, then the payment.
async function startTopUp(input: TopUpInput, confirmed: boolean): Promise<StartOutcome> {
  const check = await callRaw(addMarginBeforeValid, { amountCents: input.amountCents });
  if (!check.ok) return { kind: 'refused', msg: check.msg || '暂不能充值' };
  const message = await call(
    paymentStartCheckMessage,
    { scene: 'MARGIN_TOPUP', amountCents: input.amountCents },
    { noToast: true },
  );
  if (!message.canStart) return { kind: 'refused', msg: message.message };
  if (message.needConfirm && !confirmed) return { kind: 'confirm', msg: message.message };
  return sendAttempt(attemptFor(input));
}

/**
 * The 确认充值 button: the whole start (pre-check, message, payment) is one
 * guarded submit, so a double tap starts one payment; it never waits offline
 * (networkMode 'always': the page disables it with a notice instead).
 */
export function useStartTopUp() {
  const mutation = useMutation({
    mutationFn: (variables: { input: TopUpInput; confirmed: boolean } | TopUpAttempt) =>
      'key' in variables
        ? sendAttempt(variables)
        : startTopUp(variables.input, variables.confirmed),
    networkMode: 'always',
  });
  return { ...useGuardedSubmit(mutation), error: mutation.error };
}
