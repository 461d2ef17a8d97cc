// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestEffects } from '../../../../src/api/request-effects';
import FinancialDetailsPage from '../../../../src/features/records/pages/financial-details-page';
import { amountDetailList } from '../../../../src/shared/contracts/fund-records';
import { setFinancialDetailsFromParticulars } from '../../../../src/store/app-state';
import { fakeEffects, installRoutedFetch, pageReply, type Sent } from '../../api/fake-fetch';
import { renderScreen, setOnline } from '../../api/query-harness';

vi.mock('../../../../src/components/toast', () => ({ showToast: vi.fn() }));

const RECORD = {
  recordId: 7,
  type: 'RECHARGE',
  title: '钱包充值',
  amountCents: 123_450,
  balanceAfterCents: 500_000,
  createdAt: Date.UTC(2026, 8, 3, 2),
};

let sent: Sent[] = [];

function open(at: string) {
  return renderScreen([{ path: '/financialDetails', element: <FinancialDetailsPage /> }], at);
}

function listBodies() {
  return sent.filter((request) => request.url.startsWith(amountDetailList.path)).map((r) => r.body);
}

beforeEach(() => {
  setRequestEffects(fakeEffects());
  setOnline(true);
  sessionStorage.clear();
  sent = installRoutedFetch({
    [amountDetailList.path]: (body) =>
      pageReply([RECORD], Number(body.pageIndex), Number(body.pageSize)),
  });
});
afterEach(() => {
  cleanup();
  setFinancialDetailsFromParticulars(false);
  vi.unstubAllGlobals();
  setRequestEffects(null);
});

describe('/financialDetails filters (spec 000 §2)', () => {
  it('a fresh entry takes the address’s filter and shows the records with formatMoney', async () => {
    setFinancialDetailsFromParticulars(false);
    sessionStorage.setItem('financialDetails.filter', 'WITHDRAW|2026-01');
    open('/financialDetails?type=RECHARGE&month=2026-09');
    await screen.findByText('+1,234.50');
    expect(listBodies()).toEqual([
      { pageIndex: 1, pageSize: 10, type: 'RECHARGE', month: '2026-09' },
    ]);
  });

  it('back from a record, the remembered filter comes back (untrusted parts dropped)', async () => {
    setFinancialDetailsFromParticulars(true);
    sessionStorage.setItem('financialDetails.filter', 'WITHDRAW|2026-13');
    open('/financialDetails');
    await screen.findByText('+1,234.50');
    expect(listBodies()).toEqual([{ pageIndex: 1, pageSize: 10, type: 'WITHDRAW' }]);
    expect(document.querySelector('[data-from-particulars="true"]')).not.toBeNull();
  });

  it('a wrong filter in the address shows an error, never a call', async () => {
    open('/financialDetails?month=2026-9');
    await screen.findByText('筛选条件有误');
    await waitFor(() => expect(listBodies()).toEqual([]));
  });
});
