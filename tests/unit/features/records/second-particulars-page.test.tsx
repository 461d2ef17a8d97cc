// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import SecondParticularsPage from '../../../../src/features/records/pages/second-particulars-page';
import { amountInfo, type RecordLeg } from '../../../../src/shared/contracts/fund-records';
import {
  envelope,
  fakeEffects,
  installRoutedFetch,
  type Reply,
  type Sent,
} from '../../api/fake-fetch';
import { renderScreen, setOnline } from '../../api/query-harness';

vi.mock('../../../../src/components/toast', () => ({ showToast: vi.fn() }));

// A withdrawal of ¥1,234.56 with its ¥2.00 fee: four entries of one operation.
const LEGS: RecordLeg[] = [
  {
    entryId: 1,
    transferId: 41,
    account: 'MY_WALLET',
    direction: 'DEBIT',
    amountCents: 123_256,
    balanceAfterCents: 1_000_200,
    memo: '钱包提现',
  },
  {
    entryId: 2,
    transferId: 41,
    account: 'BANK',
    direction: 'CREDIT',
    amountCents: 123_256,
    balanceAfterCents: null,
    memo: '钱包提现',
  },
  {
    entryId: 3,
    transferId: 42,
    account: 'MY_WALLET',
    direction: 'DEBIT',
    amountCents: 200,
    balanceAfterCents: 1_000_000,
    memo: '提现手续费',
  },
  {
    entryId: 4,
    transferId: 42,
    account: 'FEES',
    direction: 'CREDIT',
    amountCents: 200,
    balanceAfterCents: null,
    memo: '提现手续费',
  },
];

const RECORD = {
  recordId: 41,
  type: 'WITHDRAW',
  title: '钱包提现',
  amountCents: -123_256,
  balanceAfterCents: 1_000_200,
  createdAt: Date.UTC(2026, 8, 3, 2),
  account: 'WALLET',
  payNo: 'P2026090300001',
  memo: '钱包提现',
  legs: LEGS,
};

let sent: Sent[] = [];

function serve(reply: (body: Record<string, unknown>) => Reply) {
  sent = installRoutedFetch({ [amountInfo.path]: reply });
}

function open(at: string) {
  return renderScreen(
    [{ path: '/secondParticularsDetails', element: <SecondParticularsPage /> }],
    at,
  );
}

const asked = () => sent.filter((r) => r.url.startsWith(amountInfo.path)).map((r) => r.body);

beforeEach(() => {
  setRequestEffects(fakeEffects());
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

describe('/secondParticularsDetails: the record’s ledger legs', () => {
  it('lists every leg with formatMoney, my balances after them, never another account’s', async () => {
    serve(() => envelope('0000', '', RECORD));
    open('/secondParticularsDetails?id=41');
    const legs = await screen.findByLabelText('记账分录');
    const rows = [...legs.querySelectorAll('.app-list-item')].map((row) => row.textContent);
    expect(rows).toEqual([
      '我的钱包钱包提现 · 变动后余额 10,002.00转出 1,232.56',
      '银行卡（银行）钱包提现转入 1,232.56',
      '我的钱包提现手续费 · 变动后余额 10,000.00转出 2.00',
      '平台手续费提现手续费转入 2.00',
    ]);
    expect(screen.getByText('-1,232.56')).toBeTruthy();
    expect(screen.getByText('P2026090300001')).toBeTruthy();
    expect(asked()).toEqual([{ recordId: 41 }]);
  });

  it('a record without legs shows the empty state', async () => {
    serve(() => envelope('0000', '', { ...RECORD, legs: [] }));
    open('/secondParticularsDetails?id=41');
    await screen.findByText('暂无记账分录');
  });

  it('another user’s record: the error with the server’s message and 重试, which asks again', async () => {
    serve(() => envelope('CB0403', '无权访问该数据'));
    open('/secondParticularsDetails?id=41');
    await screen.findByText('记账明细加载失败');
    expect(screen.getByText('无权访问该数据')).toBeTruthy();
    serve(() => envelope('0000', '', RECORD));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByLabelText('记账分录');
  });

  it.each(['abc', '0', '-3', '1.5'])(
    'a bad id (%s) shows an error and calls nothing',
    async (id) => {
      serve(() => envelope('0000', '', RECORD));
      open(`/secondParticularsDetails?id=${id}`);
      await screen.findByText('记录不存在');
      await waitFor(() => expect(asked()).toEqual([]));
    },
  );
});
