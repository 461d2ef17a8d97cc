// @vitest-environment happy-dom
import { dehydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOnlineSignal, type OnlineSignal } from '../../../src/api/query/online-signal';
import {
  QUERY_CACHE_STORAGE_KEY,
  shouldPersistMutation,
  shouldPersistQuery,
} from '../../../src/api/query/persist-options';
import { createQueryClient } from '../../../src/api/query/query-client';
import { QueryProvider } from '../../../src/api/query/query-provider';
import { setRequestEffects } from '../../../src/api/request-effects';
import type { Keyed } from '../../../src/api/query/idempotency';
import { setDefaultBankChange } from '../../../src/features/funds/api/set-default-bank.change';
import { bankList, setDefaultBank, type BankCard } from '../../../src/shared/contracts/bank-wallet';
import { envelope, fakeEffects, installRoutedFetch, pageReply } from './fake-fetch';

const card = {
  id: 2,
  bankName: '招商银行',
  cardNoMasked: '**** 0002',
  useType: 1,
  isDefault: true,
};

function serve() {
  return installRoutedFetch({
    [setDefaultBank.path]: () => envelope('0000', '', card),
    [bankList.path]: () => pageReply([card], 1, 3),
  });
}

const variables: Keyed<{ cardId: number }> = { input: { cardId: 2 }, idempotencyKey: 'key-1' };
const registerSetDefaultBank = setDefaultBankChange.register;

function mutateOffline(client: QueryClient) {
  const observer = new MutationObserver<BankCard, Error, Keyed<{ cardId: number }>>(client, {
    mutationKey: setDefaultBankChange.mutationKey,
  });
  void observer.mutate(variables).catch(() => undefined);
}

beforeEach(() => {
  setRequestEffects(fakeEffects());
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
});

describe('onlineManager follows the store signal', () => {
  it('reads it at once and follows its changes', () => {
    let online = false;
    const listeners = new Set<(value: boolean) => void>();
    const signal: OnlineSignal = {
      isOnline: () => online,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    followOnlineSignal(signal);
    expect(onlineManager.isOnline()).toBe(false);
    online = true;
    listeners.forEach((listener) => listener(true));
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe('a change made offline', () => {
  it('is paused, not sent, and sent once when the network returns', async () => {
    const sent = serve();
    const client = createQueryClient();
    client.mount();
    registerSetDefaultBank(client);
    onlineManager.setOnline(false);
    mutateOffline(client);
    await waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
    expect(sent).toHaveLength(0);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await waitFor(() =>
      expect(client.getMutationCache().getAll()[0]?.state.status).toBe('success'),
    );
    const calls = sent.filter((s) => s.url === setDefaultBank.path);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['Idempotency-Key']).toBe('key-1');
    client.unmount();
  });

  it('survives a reload through the persisted cache and is sent exactly once after restore', async () => {
    // Before the reload: offline, the change is queued and written to storage.
    const before = createQueryClient();
    registerSetDefaultBank(before);
    onlineManager.setOnline(false);
    const ready = vi.fn();
    const first = render(
      <QueryProvider client={before} buster="v1:test" onRestored={ready}>
        <span>app</span>
      </QueryProvider>,
    );
    await waitFor(() => expect(ready).toHaveBeenCalled());
    await act(async () => mutateOffline(before));
    await waitFor(
      () =>
        expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '').toContain('"isPaused":true'),
      {
        timeout: 3000,
      },
    );
    first.unmount();
    before.clear();

    // After the reload, back online: a new client restores the cache and resumes.
    const sent = serve();
    onlineManager.setOnline(true);
    const after = createQueryClient();
    registerSetDefaultBank(after);
    render(
      <QueryProvider client={after} buster="v1:test">
        <span>app</span>
      </QueryProvider>,
    );
    await waitFor(() => expect(after.getMutationCache().getAll()[0]?.state.status).toBe('success'));
    // Every other resume trigger (online event, focus, a second call) must not send it again.
    await act(async () => {
      await Promise.all([after.resumePausedMutations(), after.resumePausedMutations()]);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const calls = sent.filter((s) => s.url === setDefaultBank.path);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['Idempotency-Key']).toBe('key-1');
    expect(calls[0]?.body).toEqual({ cardId: 2 });
  });

  it('a cache written for another login (buster) is dropped, not resumed', async () => {
    const before = createQueryClient();
    registerSetDefaultBank(before);
    onlineManager.setOnline(false);
    const ready = vi.fn();
    const first = render(
      <QueryProvider client={before} buster="v1:user-a" onRestored={ready}>
        <span>app</span>
      </QueryProvider>,
    );
    await waitFor(() => expect(ready).toHaveBeenCalled());
    await act(async () => mutateOffline(before));
    await waitFor(
      () =>
        expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? '').toContain('"isPaused":true'),
      {
        timeout: 3000,
      },
    );
    first.unmount();

    const sent = serve();
    onlineManager.setOnline(true);
    const after = createQueryClient();
    registerSetDefaultBank(after);
    const restored = vi.fn();
    render(
      <QueryProvider client={after} buster="v1:user-b" onRestored={restored}>
        <span>app</span>
      </QueryProvider>,
    );
    await waitFor(() => expect(restored).toHaveBeenCalledOnce());
    expect(after.getMutationCache().getAll()).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });
});

describe('what is written to storage', () => {
  it('only successful reads without credentials, and only paused changes', async () => {
    const client = new QueryClient();
    client.setQueryData(['/ok', {}], { id: 1 });
    client.setQueryData(['/login', {}], { token: 't', userId: 1 });
    await client.fetchQuery({
      queryKey: ['/private', {}],
      queryFn: () => Promise.resolve({ id: 2 }),
      meta: { persist: false },
    });
    await client
      .fetchQuery({
        queryKey: ['/failed'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => undefined);
    const state = dehydrate(client, {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: shouldPersistMutation,
    });
    expect(state.queries.map((query) => query.queryKey)).toEqual([['/ok', {}]]);
  });
});
