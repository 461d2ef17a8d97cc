import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import { unbindBankCard } from '../../../shared/contracts/bank-cards';
import { bankDetail, bankList } from '../../../shared/contracts/bank-wallet';

/**
 * 解绑 (idempotency 'required'). `networkMode: 'always'`, so it lives with its
 * hook in this page-only file: a boot-registered change would pull the bank-card
 * contracts (and the card rules behind them) into every route's shell. Offline
 * the button is disabled with a notice instead of queueing. The unbound card
 * leaves every list (and the app state's bank lists mirrored from them).
 */
export const unbindBankChange = defineChange(unbindBankCard, {
  networkMode: 'always',
  onSuccess: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: allOf(bankList) }),
      client.invalidateQueries({ queryKey: allOf(bankDetail) }),
    ]),
});

/** The 解绑 action of /bankDetail: once per tap, busy while in flight. */
export function useUnbindBank(cardId: number) {
  return useChange(unbindBankChange, { matches: (input) => input.cardId === cardId });
}
