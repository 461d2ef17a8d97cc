// @vitest-environment happy-dom
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { actionsForCode } from '../../../src/api/codes';
import { withIdempotencyKey, type Keyed } from '../../../src/api/query/idempotency';
import { createQueryClient } from '../../../src/api/query/query-client';
import {
  MAX_RETRY_LATER_RETRIES,
  shouldRetryMutation,
  shouldRetryQuery,
} from '../../../src/api/query/retry-policy';
import { request } from '../../../src/api/request';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { envelope, installFakeFetch } from './fake-fetch';
import { failure, setUpRequestTests } from './request-harness';

const effects = setUpRequestTests();
const { idempotencyInProgress, idempotencyKeyReused } = BUSINESS_ERRORS;
const inProgress = {
  status: 409,
  ...envelope(idempotencyInProgress.code, idempotencyInProgress.msg),
};
const stillRunning = new ApiError('x', 'http', { status: 409, code: idempotencyInProgress.code });

describe('the server’s idempotency codes in the request layer', () => {
  it('in progress (HTTP 409) is not toasted; a reused key (HTTP 422) is', async () => {
    expect(actionsForCode(idempotencyInProgress.code, idempotencyInProgress.msg)).toEqual([]);
    installFakeFetch(inProgress);
    const error = await failure(request({ method: 'POST', url: '/api/pay' }));
    expect(error).toMatchObject({ kind: 'http', status: 409, code: idempotencyInProgress.code });
    expect(effects.toast).not.toHaveBeenCalled();
    installFakeFetch({
      status: 422,
      ...envelope(idempotencyKeyReused.code, idempotencyKeyReused.msg),
    });
    await failure(request({ method: 'POST', url: '/api/pay' }));
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith(idempotencyKeyReused.msg);
  });

  it.each<[string, (count: number, error: unknown) => boolean, unknown, number, boolean]>([
    ['mutation, in progress, 1st failure', shouldRetryMutation, stillRunning, 1, true],
    [
      'mutation, in progress, last retry',
      shouldRetryMutation,
      stillRunning,
      MAX_RETRY_LATER_RETRIES,
      true,
    ],
    [
      'mutation, in progress, then gives up',
      shouldRetryMutation,
      stillRunning,
      MAX_RETRY_LATER_RETRIES + 1,
      false,
    ],
    [
      'mutation, network failure (sent once)',
      shouldRetryMutation,
      new ApiError('x', 'network'),
      1,
      false,
    ],
    [
      'mutation, business code',
      shouldRetryMutation,
      new ApiError('x', 'business', { code: 'CB0403' }),
      1,
      false,
    ],
    ['query, in progress, 3rd failure', shouldRetryQuery, stillRunning, 3, true],
    [
      'query, reused key',
      shouldRetryQuery,
      new ApiError('x', 'http', { code: idempotencyKeyReused.code }),
      1,
      false,
    ],
  ])('%s → retry %s', (_label, policy, error, count, retry) => {
    expect(policy(count, error)).toBe(retry);
  });
});

describe('a keyed mutation meets a call still running', () => {
  it('is sent again with backoff and the same key; the replayed answer is its answer', async () => {
    const sent = installFakeFetch(
      inProgress,
      inProgress,
      envelope('0000', 'success', { payNo: 'P1' }),
    );
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: (keyed: Keyed<{ amountCents: number }>) =>
        request<{ payNo: string }>({
          method: 'POST',
          url: '/api/pay',
          data: keyed.input,
          headers: { 'Idempotency-Key': keyed.idempotencyKey },
        }),
    });
    const done = observer.mutate(withIdempotencyKey({ amountCents: 100 }, 'key-of-the-tap'));
    await vi.advanceTimersByTimeAsync(1000); // retryDelayMs(0)
    await vi.advanceTimersByTimeAsync(2000); // retryDelayMs(1)
    await expect(done).resolves.toEqual({ payNo: 'P1' });
    expect(sent.map((call) => call.headers['Idempotency-Key'])).toEqual([
      'key-of-the-tap',
      'key-of-the-tap',
      'key-of-the-tap',
    ]);
    expect(effects.toast).not.toHaveBeenCalled();
  });
});
