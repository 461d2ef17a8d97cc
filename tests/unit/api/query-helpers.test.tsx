// @vitest-environment happy-dom
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineChange, registerChanges } from '../../../src/api/query/define-change';
import { definePagedList } from '../../../src/api/query/define-paged-list';
import { defineRecord } from '../../../src/api/query/define-record';
import { keyFor, sameInput } from '../../../src/api/query/idempotency';
import { createQueryClient } from '../../../src/api/query/query-client';
import { useChange } from '../../../src/api/query/use-change';
import { setRequestEffects } from '../../../src/api/request-effects';
import {
  bankDetail,
  bankList,
  setDefaultBank,
  type BankCard,
} from '../../../src/shared/contracts/bank-wallet';
import { loginByPassword } from '../../../src/shared/contracts/user';
import { envelope, fakeEffects, installRoutedFetch, pageReply } from './fake-fetch';
import { renderScreen } from './query-harness';

const card = (id: number, isDefault = false): BankCard => ({
  id,
  bankName: '平安银行',
  cardNoMasked: `**** ${id}`,
  useType: 1,
  isDefault,
});

const detailRecord = defineRecord(bankDetail);
const cardPages = definePagedList(bankList, {
  pageSize: 3,
  input: (filter: { useType: 1 | 2 }, page) => ({ ...filter, ...page }),
});
const onSuccess = vi.fn();
const setDefault = defineChange(setDefaultBank, { onSuccess });
const login = defineChange(loginByPassword, { networkMode: 'always' });

beforeEach(() => {
  setRequestEffects(fakeEffects());
  onSuccess.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
  onlineManager.setOnline(true);
});

describe('defineRecord', () => {
  it('keys by path, kind and input, and fetches through the contract', async () => {
    const sent = installRoutedFetch({
      [bankDetail.path]: () =>
        envelope('0000', '', {
          ...card(2),
          cardType: '借记卡',
          holderNameMasked: '*三',
          phoneMasked: '138****0001',
          branchName: '深圳分行',
          boundAt: 0,
        }),
    });
    expect(detailRecord.key({ cardId: 2 })).toEqual([bankDetail.path, 'record', { cardId: 2 }]);
    const client = createQueryClient();
    const data = await client.fetchQuery(detailRecord.options({ cardId: 2 }));
    expect(data.branchName).toBe('深圳分行');
    expect(client.getQueryData(detailRecord.key({ cardId: 2 }))?.branchName).toBe('深圳分行');
    expect(sent.map((s) => s.body)).toEqual([{ cardId: 2 }]);
  });

  it('takes its own fetcher when the answer needs more than call', async () => {
    const fetch = vi.fn((input: { cardId: number }) =>
      Promise.reject(new Error(`no card ${input.cardId}`)),
    );
    const record = defineRecord(bankDetail, { fetch });
    await expect(createQueryClient().fetchQuery(record.options({ cardId: 4 }))).rejects.toThrow(
      'no card 4',
    );
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('definePagedList', () => {
  it('keys by the filter only and asks each page with the page fields', async () => {
    const all = [card(1), card(2), card(3), card(4)];
    const sent = installRoutedFetch({
      [bankList.path]: (body) => pageReply(all, Number(body.pageIndex), 3),
    });
    expect(cardPages.key({ useType: 2 })).toEqual([bankList.path, 'pages', { useType: 2 }]);
    const page = await cardPages.fetchPage({ useType: 2 }, 2);
    expect(page.list.map((c) => c.id)).toEqual([4]);
    expect(sent[0]?.body).toEqual({ useType: 2, pageIndex: 2, pageSize: 3 });
  });
});

describe('defineChange', () => {
  it('registers itself: registerChanges sets its function, mode and cache update by key', async () => {
    const sent = installRoutedFetch({
      [setDefaultBank.path]: () => envelope('0000', '', card(2, true)),
    });
    const client = createQueryClient();
    registerChanges(client);
    expect(client.getMutationDefaults(login.mutationKey).networkMode).toBe('always');
    const mutation = client
      .getMutationCache()
      .build(client, { mutationKey: setDefault.mutationKey });
    await mutation.execute({ input: { cardId: 2 }, idempotencyKey: 'k-1' });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('k-1');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(client, card(2, true), { cardId: 2 });
  });

  it('sends no key for a contract without idempotency', async () => {
    const sent = installRoutedFetch({
      [loginByPassword.path]: () => envelope('0000', '', { token: 't', userId: 1 }),
    });
    await login.send({ input: { phone: '13800000001', password: 'x' }, idempotencyKey: 'k' });
    expect(sent[0]?.headers['Idempotency-Key']).toBeUndefined();
  });
});

function SetDefault({ cardId }: { cardId: number }) {
  const change = useChange(setDefault, { matches: (input) => input.cardId === cardId });
  return (
    <button type="button" disabled={change.busy} onClick={() => change.submit({ cardId })}>
      {change.waitingForNetwork ? '等待网络恢复' : '设为默认'}
    </button>
  );
}

describe('useChange', () => {
  it('a submit wraps the input with a fresh key; a double tap sends once', async () => {
    const sent = installRoutedFetch({
      [setDefaultBank.path]: () => envelope('0000', '', card(2, true)),
    });
    renderScreen([{ path: '/', element: <SetDefault cardId={2} /> }], '/');
    const button = screen.getByRole('button', { name: '设为默认' });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ cardId: 2 });
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a change queued offline for the same target keeps another screen busy', async () => {
    installRoutedFetch({ [setDefaultBank.path]: () => envelope('0000', '', card(2, true)) });
    const view = renderScreen([{ path: '/', element: <SetDefault cardId={2} /> }], '/');
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await screen.findByRole('button', { name: '等待网络恢复' });
    cleanup();
    renderScreen([{ path: '/', element: <SetDefault cardId={2} /> }], '/', view.client);
    expect(
      (await screen.findByRole('button', { name: '等待网络恢复' })).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('registers a change that cannot wait on first use', () => {
    const client = createQueryClient();
    function LoginButton() {
      useChange(login);
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <LoginButton />
      </QueryClientProvider>,
    );
    expect(client.getMutationDefaults(login.mutationKey).mutationFn).toBe(login.send);
  });

  it('refuses a change its client never registered, naming where changes live', () => {
    function Unregistered() {
      useChange(setDefault);
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A client the boot did not prepare (no registerChanges).
    expect(() =>
      render(
        <QueryClientProvider client={createQueryClient()}>
          <Unregistered />
        </QueryClientProvider>,
      ),
    ).toThrow('change not registered');
    quiet.mockRestore();
  });
});

describe('the key of a user action', () => {
  const fresh = () => 'fresh';
  it.each<[string, unknown, { input: unknown; idempotencyKey: string } | null, string]>([
    ['no earlier attempt', { cardId: 1 }, null, 'fresh'],
    ['unanswered, same input', { cardId: 1 }, { input: { cardId: 1 }, idempotencyKey: 'k' }, 'k'],
    [
      'unanswered, fields in another order',
      { a: 1, b: 2 },
      { input: { b: 2, a: 1 }, idempotencyKey: 'k' },
      'k',
    ],
    [
      'unanswered, another input',
      { cardId: 2 },
      { input: { cardId: 1 }, idempotencyKey: 'k' },
      'fresh',
    ],
  ])('%s → %s', (_label, input, unanswered, expected) => {
    expect(keyFor(input, unanswered, fresh)).toBe(expected);
  });

  it('compares nested inputs by value', () => {
    expect(sameInput({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toBe(true);
    expect(sameInput({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
