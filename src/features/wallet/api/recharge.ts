import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import {
  rechargeAgree,
  rechargeCancel,
  rechargePay,
  rechargeSms,
} from '../../../shared/contracts/wallet-recharge';
import { refreshMoney } from './money-moved';

// A movement of money is never queued offline (networkMode 'always': offline it
// fails at once, and the screens disable the button and say so). A double tap
// is refused by useChange, and a retry after a lost answer reuses the action's
// Idempotency-Key, so the server moves the money once.
const agreeChange = defineChange(rechargeAgree, { networkMode: 'always' });
const smsChange = defineChange(rechargeSms, { networkMode: 'always' });
const payChange = defineChange(rechargePay, { networkMode: 'always', onSuccess: refreshMoney });
const cancelChange = defineChange(rechargeCancel, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});

export const useRechargeAgree = () => useChange(agreeChange);
export const useRechargeSms = () => useChange(smsChange);
export const useRechargePay = () => useChange(payChange);
export const useRechargeCancel = () => useChange(cancelChange);
