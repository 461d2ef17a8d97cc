// @vitest-environment happy-dom
import { useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../src/api/call';
import { defineRecord } from '../../../src/api/query/define-record';
import { useGuardedSubmit } from '../../../src/api/query/use-guarded-submit';
import { useListQuery } from '../../../src/api/query/use-list-query';
import { useIsOnline } from '../../../src/api/query/use-online';
import { setRequestEffects } from '../../../src/api/request-effects';
import { PagedList } from '../../../src/components/paged-list/paged-list';
import { QueryView } from '../../../src/components/query-state/query-view';
import {
  bankDetail,
  bankList,
  setDefaultBank,
  type BankCard,
} from '../../../src/shared/contracts/bank-wallet';
import { envelope, fakeEffects, installRoutedFetch, pageReply, type Reply } from './fake-fetch';
import { renderScreen, setOnline } from './query-harness';

const cards: BankCard[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  bankName: '平安银行',
  cardNoMasked: `**** 000${id}`,
  useType: 1,
  isDefault: id === 1,
}));

function Cards() {
  const query = useListQuery({
    queryKey: ['cards'],
    fetchPage: (pageIndex, signal) =>
      call(bankList, { pageIndex, pageSize: 3, useType: 1 }, { signal }),
  });
  const online = useIsOnline();
  return (
    <PagedList
      query={query}
      online={online}
      keyOf={(card) => card.id}
      emptyTitle="暂无银行卡"
      renderItem={(card) => <div data-testid="row">{card.cardNoMasked}</div>}
    />
  );
}

let bankListReply: (body: Record<string, unknown>) => Reply;

function serve() {
  return installRoutedFetch({
    [bankList.path]: (body) => bankListReply(body),
    [bankDetail.path]: () =>
      envelope('0000', '', {
        ...cards[1],
        cardType: '借记卡',
        holderNameMasked: '*三',
        phoneMasked: '138****0001',
        branchName: '深圳分行',
        boundAt: 0,
      }),
    [setDefaultBank.path]: () => envelope('0000', '', { ...cards[1], isDefault: true }),
  });
}

// happy-dom lays nothing out and its IntersectionObserver never reports: here the
// list's end is always in sight, as on a phone whose screen holds the whole list.
class AlwaysInSight {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: AlwaysInSight });

beforeEach(() => {
  setRequestEffects(fakeEffects());
  setOnline(true);
  bankListReply = (body) => pageReply(cards, Number(body.pageIndex), 3);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
  setOnline(true);
});

describe('useListQuery + PagedList (pull to refresh, infinite scroll)', () => {
  it('loads page 1, then page 2 as the end of the list shows, then says 没有更多了', async () => {
    const sent = serve();
    renderScreen([{ path: '/', element: <Cards /> }], '/');
    await screen.findByText('没有更多了');
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(
      cards.map((card) => card.cardNoMasked),
    );
    expect(sent.map((s) => s.body)).toEqual([
      { pageIndex: 1, pageSize: 3, useType: 1 },
      { pageIndex: 2, pageSize: 3, useType: 1 },
    ]);
  });

  it('an empty list shows the empty state', async () => {
    bankListReply = () => pageReply([], 1, 3);
    serve();
    renderScreen([{ path: '/', element: <Cards /> }], '/');
    await screen.findByText('暂无银行卡');
  });

  it('a failed first load shows the error with 重试, which loads again', async () => {
    bankListReply = () => envelope('E500', '系统繁忙');
    const sent = serve();
    renderScreen([{ path: '/', element: <Cards /> }], '/');
    await screen.findByText('加载失败');
    expect(sent).toHaveLength(1); // a business code is not retried
    bankListReply = (body) => pageReply(cards, Number(body.pageIndex), 3);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('没有更多了');
  });

  it('offline, the cached pages show with the notice and no more is asked for', async () => {
    const sent = serve();
    const first = renderScreen([{ path: '/', element: <Cards /> }], '/');
    await screen.findByText('没有更多了');
    cleanup();
    act(() => setOnline(false));
    renderScreen([{ path: '/', element: <Cards /> }], '/', first.client);
    await screen.findByText('当前离线，显示的是上次加载的内容');
    expect(screen.getAllByTestId('row')).toHaveLength(5);
    expect(screen.getByText('网络恢复后可加载更多')).toBeTruthy();
    expect(sent).toHaveLength(2);
  });
});

const bankDetailRecord = defineRecord(bankDetail);

function Detail() {
  const detail = bankDetailRecord.use({ cardId: 2 });
  return (
    <QueryView view={detail.view} onRetry={() => void detail.refresh()}>
      <p>{detail.data?.branchName}</p>
    </QueryView>
  );
}

describe('useDetailQuery', () => {
  it('shows the skeleton, then the record', async () => {
    serve();
    renderScreen([{ path: '/', element: <Detail /> }], '/');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByText('深圳分行');
  });
});

function SubmitButton({ onSent }: { onSent: () => void }) {
  const mutation = useMutation({
    mutationKey: ['set-default'],
    mutationFn: (cardId: number) => call(setDefaultBank, { cardId }, { key: `key-${cardId}` }),
  });
  const guard = useGuardedSubmit(mutation, {
    mutationKey: ['set-default'],
    matches: (cardId) => cardId === 2,
  });
  return (
    <>
      {guard.waitingForNetwork && <p>将在网络恢复后提交</p>}
      <button
        type="button"
        disabled={guard.busy}
        onClick={() => guard.submit(2, { onSuccess: onSent })}
      >
        设为默认
      </button>
    </>
  );
}

describe('useGuardedSubmit', () => {
  it('a double tap sends once', async () => {
    const sent = serve();
    const onSent = vi.fn();
    renderScreen([{ path: '/', element: <SubmitButton onSent={onSent} /> }], '/');
    const button = screen.getByRole('button', { name: '设为默认' });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sent.filter((s) => s.url === setDefaultBank.path)).toHaveLength(1);
  });

  it('offline: shows 将在网络恢复后提交, stays disabled, then sends once online', async () => {
    const sent = serve();
    const onSent = vi.fn();
    const { client } = renderScreen(
      [{ path: '/', element: <SubmitButton onSent={onSent} /> }],
      '/',
    );
    act(() => setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await screen.findByText('将在网络恢复后提交');
    expect(screen.getByRole('button', { name: '设为默认' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    expect(sent).toHaveLength(0);
    await act(async () => {
      setOnline(true);
      await client.resumePausedMutations();
    });
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('将在网络恢复后提交')).toBeNull();
  });
});
