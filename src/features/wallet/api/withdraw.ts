import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { withdrawCash } from '../../../shared/contracts/wallet-withdraw';
import { refreshMoney } from './money-moved';

// Never queued offline; a double tap or a retry is one withdrawal (see recharge.ts).
const withdrawChange = defineChange(withdrawCash, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});

export const useWithdrawCash = () => useChange(withdrawChange);
