// @vitest-environment happy-dom
import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query/query-client';
import { setRequestEffects } from '../../../src/api/request-effects';
import { bankList } from '../../../src/shared/contracts/bank-wallet';
import { checkToken } from '../../../src/shared/contracts/user';
import { appState, initialAppState } from '../../../src/store/app-state';
import { bankFirstPage, bankFirstPageInput } from '../../../src/api/session/bank-first-page';
import { lookUpUser } from '../../../src/api/session/current-user';
import { startSession } from '../../../src/api/session/start-session';
import { mirrorBankLists } from '../../../src/store/bank-lists';
import {
  envelope,
  fakeEffects,
  installRoutedFetch,
  pageReply,
  type Reply,
} from '../api/fake-fetch';

const user = { id: 7, nickName: '卖家', phone: '138****0001', sellerId: 12, biddingNo: null };
const card = (id: number, useType: 1 | 2) => ({
  id,
  bankName: '平安银行',
  cardNoMasked: `**** ${id}`,
  useType,
  isDefault: false,
});
const transIn = [card(1, 1), card(2, 1), card(3, 1), card(4, 1)];
const transOut = [card(9, 2)];

function serve(userReply: () => Reply = () => envelope('0000', '', user)) {
  return installRoutedFetch({
    [checkToken.path]: userReply,
    [bankList.path]: (body) =>
      pageReply(body.useType === 1 ? transIn : transOut, Number(body.pageIndex), 3),
  });
}

beforeEach(() => {
  setRequestEffects(fakeEffects());
  Object.assign(appState, initialAppState());
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

describe('startSession (spec 000 §7)', () => {
  it('without a token, asks nothing', async () => {
    const sent = serve();
    await startSession(createQueryClient());
    expect(sent).toHaveLength(0);
  });

  it('looks the user up, stores h5UserInfo and userId, then loads page 1 of both lists into the store', async () => {
    localStorage.setItem('token', 't');
    const sent = serve();
    const client = createQueryClient();
    mirrorBankLists(client);
    await startSession(client);
    expect(JSON.parse(localStorage.getItem('h5UserInfo') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('userId')).toBe('7');
    expect(appState.transInBanks.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(appState.transOutBanks.map((c) => c.id)).toEqual([9]);
    expect(sent.filter((s) => s.url === bankList.path).map((s) => s.body)).toEqual([
      { pageIndex: 1, pageSize: 3, useType: 1 },
      { pageIndex: 1, pageSize: 3, useType: 2 },
    ]);
  });

  it('does not ask again for a list a screen got an answer for during the lookup, even a failure', async () => {
    localStorage.setItem('token', 't');
    const sent = serve();
    const client = createQueryClient();
    // The home page, drawn from a cached user, asked for the 转入 list while the lookup
    // ran, and it failed (its 重试 is on screen).
    client
      .getQueryCache()
      .build(client, { queryKey: bankFirstPage.key(bankFirstPageInput(1)) })
      .setState({ status: 'error', error: new Error('E500'), errorUpdatedAt: 1000 });
    await startSession(client, () => 1000);
    expect(sent.filter((s) => s.url === bankList.path).map((s) => s.body)).toEqual([
      { pageIndex: 1, pageSize: 3, useType: 2 },
    ]);
  });

  it('a failed lookup clears userId (spec 000 §8) and loads no bank list', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userId', '7');
    const sent = serve(() => envelope('CB0401', '登录已过期，请重新登录'));
    await startSession(createQueryClient());
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sent.filter((s) => s.url === bankList.path)).toHaveLength(0);
  });

  it('a cancelled lookup is not a failure: userId stays', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userId', '7');
    serve(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = lookUpUser(controller.signal).catch((error: unknown) => error);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'abort' });
    expect(localStorage.getItem('userId')).toBe('7');
  });
});

describe('the store mirrors the cached first pages', () => {
  it('follows updates of the cache (a mutation writing it)', async () => {
    const client = createQueryClient();
    mirrorBankLists(client);
    client.setQueryData(bankFirstPage.key(bankFirstPageInput(2)), {
      list: [card(5, 2)],
      total: 1,
      pageIndex: 1,
      pageSize: 3,
    });
    expect(appState.transOutBanks.map((c) => c.id)).toEqual([5]);
  });

  it('is filled from a restored cache (an offline reload), and ignores other pages', () => {
    const old = createQueryClient();
    old.setQueryData(bankFirstPage.key(bankFirstPageInput(1)), {
      list: [card(1, 1)],
      total: 1,
      pageIndex: 1,
      pageSize: 3,
    });
    old.setQueryData(bankFirstPage.key({ pageIndex: 2, pageSize: 3, useType: 1 }), {
      list: [card(4, 1)],
      total: 4,
      pageIndex: 2,
      pageSize: 3,
    });
    const restored = createQueryClient();
    mirrorBankLists(restored);
    hydrate(restored, JSON.parse(JSON.stringify(dehydrate(old))));
    expect(appState.transInBanks.map((c) => c.id)).toEqual([1]);
  });

  it('never takes data of the wrong shape', () => {
    const client = createQueryClient();
    client.setQueryData(bankFirstPage.key(bankFirstPageInput(1)), { list: 'nope' } as never);
    mirrorBankLists(client);
    expect(appState.transInBanks).toEqual([]);
  });
});
