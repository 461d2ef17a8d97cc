import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiError } from '../../../src/api/api-error';
import { setRequestEffects } from '../../../src/api/request-effects';
import { fakeEffects, type FakeEffects } from './fake-fetch';

/**
 * The setup of every request() test file: fake timers (timeouts and delayed
 * host calls are driven by hand) and recording effects, reset before each
 * test and restored after. Call at the top of the file; the returned effects
 * object stays the same, its mocks are reset per test.
 */
export function setUpRequestTests(): FakeEffects {
  const effects = fakeEffects();
  beforeEach(() => {
    vi.useFakeTimers();
    effects.toast.mockReset();
    effects.openServiceStopped.mockReset();
    effects.goBackWithCode.mockReset();
    setRequestEffects(effects);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setRequestEffects(null);
  });
  return effects;
}

/** The ApiError a request rejected with; a request that resolves fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: ApiError) => error,
  );
}
