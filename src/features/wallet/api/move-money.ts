import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { mutualFundToSeller, walletTransfer } from '../../../shared/contracts/transfers';
import {
  rechargeAgree,
  rechargeCancel,
  rechargePay,
  rechargeSms,
} from '../../../shared/contracts/wallet-recharge';
import { withdrawCash } from '../../../shared/contracts/wallet-withdraw';
import { refreshCards, refreshMoney } from './money-moved';

// A movement of money is never queued offline (networkMode 'always': offline it
// fails at once, and the screens disable the button and say so). A double tap
// is refused by useChange, and a retry after a lost answer reuses the action's
// Idempotency-Key, so the server moves the money once.

const agreeChange = defineChange(rechargeAgree, { networkMode: 'always', onSuccess: refreshCards });
const rechargeSmsChange = defineChange(rechargeSms, { networkMode: 'always' });
const rechargePayChange = defineChange(rechargePay, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const rechargeCancelChange = defineChange(rechargeCancel, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const withdrawChange = defineChange(withdrawCash, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const transferChange = defineChange(walletTransfer, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const toSellerChange = defineChange(mutualFundToSeller, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});

export const useRechargeAgree = () => useChange(agreeChange);
export const useRechargeSms = () => useChange(rechargeSmsChange);
export const useRechargePay = () => useChange(rechargePayChange);
export const useRechargeCancel = () => useChange(rechargeCancelChange);
export const useWithdrawCash = () => useChange(withdrawChange);
export const useWalletTransfer = () => useChange(transferChange);
export const useTransferToSeller = () => useChange(toSellerChange);
