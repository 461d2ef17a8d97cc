import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { unbindBankCard } from '../../../shared/contracts/bank-cards';
import { bankDetail, bankList } from '../../../shared/contracts/bank-wallet';

/** The unbound card leaves every list (and the app state's bank lists mirrored from them). */
export function applyUnbind(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: allOf(bankList) }),
    client.invalidateQueries({ queryKey: allOf(bankDetail) }),
  ]);
}

/**
 * 解绑 (idempotency 'required'): moves no money and its key makes a resume
 * safe, so offline it waits (shown as pending) and is sent once on reconnect.
 */
export const unbindBankChange = defineChange(unbindBankCard, { onSuccess: applyUnbind });
