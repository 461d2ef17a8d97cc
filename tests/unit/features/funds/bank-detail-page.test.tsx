// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import BankDetailPage from '../../../../src/features/funds/pages/bank-detail-page';
import { bankDetail, bankList, setDefaultBank } from '../../../../src/shared/contracts/bank-wallet';
import {
  envelope,
  fakeEffects,
  installRoutedFetch,
  pageReply,
  type Reply,
} from '../../api/fake-fetch';
import { renderScreen, setOnline } from '../../api/query-harness';

const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../../src/components/toast', () => toast);

let isDefault = false;
const detail = () => ({
  id: 2,
  bankName: '招商银行',
  cardNoMasked: '**** 0002',
  useType: 1,
  isDefault,
  cardType: '借记卡',
  holderNameMasked: '*三',
  phoneMasked: '138****0001',
  branchName: '深圳南山支行',
  boundAt: 1_700_000_000_000,
});

let setDefaultReply: () => Reply | null = () => null;

function serve() {
  return installRoutedFetch({
    [bankDetail.path]: () => envelope('0000', '', detail()),
    [setDefaultBank.path]: () => {
      const fault = setDefaultReply();
      if (fault) return fault;
      isDefault = true;
      const { id, bankName, cardNoMasked, useType } = detail();
      return envelope('0000', '', { id, bankName, cardNoMasked, useType, isDefault });
    },
    [bankList.path]: () => pageReply([], 1, 3),
  });
}

function open(at: string) {
  return renderScreen([{ path: '/bankDetail', element: <BankDetailPage /> }], at);
}

beforeEach(() => {
  setRequestEffects(fakeEffects());
  setOnline(true);
  isDefault = false;
  setDefaultReply = () => null;
  toast.showToast.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
  setOnline(true);
});

describe('/bankDetail', () => {
  it.each(['/bankDetail', '/bankDetail?id=abc', '/bankDetail?id=-1'])(
    '%s: 银行卡不存在 with 返回, nothing asked',
    async (at) => {
      const sent = serve();
      open(at);
      await screen.findByText('银行卡不存在');
      expect(within(screen.getByRole('alert')).getByRole('button', { name: '返回' })).toBeTruthy();
      expect(sent).toHaveLength(0);
    },
  );

  it('shows the card and sets it as default: toast, button turns to 已是默认卡', async () => {
    const sent = serve();
    open('/bankDetail?id=2');
    await screen.findByText('深圳南山支行');
    expect(screen.getByText('*三')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('已设为默认卡'));
    await screen.findByRole('button', { name: '已是默认卡' });
    const calls = sent.filter((s) => s.url === setDefaultBank.path);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ cardId: 2 });
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offline: the change waits, shown as 将在网络恢复后提交, and is sent once online', async () => {
    const sent = serve();
    const { client } = open('/bankDetail?id=2');
    await screen.findByText('深圳南山支行');
    act(() => setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await screen.findByText('将在网络恢复后提交');
    fireEvent.click(screen.getByRole('button', { name: '等待网络恢复' }));
    expect(sent.filter((s) => s.url === setDefaultBank.path)).toHaveLength(0);
    await act(async () => {
      setOnline(true);
      await client.resumePausedMutations();
    });
    await screen.findByRole('button', { name: '已是默认卡' });
    expect(sent.filter((s) => s.url === setDefaultBank.path)).toHaveLength(1);
  });

  it('a tap again after a lost answer reuses the key; after an answer, a new tap has a new one', async () => {
    const sent = serve();
    open('/bankDetail?id=2');
    await screen.findByText('深圳南山支行');
    setDefaultReply = () => ({ networkError: true });
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '设为默认' })).toHaveProperty('disabled', false),
    );
    setDefaultReply = () => envelope('E500', '系统繁忙');
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(sent.filter((s) => s.url === setDefaultBank.path)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '设为默认' })).toHaveProperty('disabled', false),
    );
    setDefaultReply = () => null;
    fireEvent.click(screen.getByRole('button', { name: '设为默认' }));
    await screen.findByRole('button', { name: '已是默认卡' });
    const keys = sent
      .filter((s) => s.url === setDefaultBank.path)
      .map((s) => s.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    // Unanswered (network failure): the same action again, the same key.
    expect(keys[1]).toBe(keys[0]);
    // Answered (a business error): the next tap is a new action.
    expect(keys[2]).not.toBe(keys[1]);
  });
});
