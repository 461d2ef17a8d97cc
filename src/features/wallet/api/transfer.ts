import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { mutualFundToSeller, walletTransfer } from '../../../shared/contracts/transfers';
import { refreshMoney } from './money-moved';

// Never queued offline; a double tap or a retry is one transfer (see recharge.ts).
const transferChange = defineChange(walletTransfer, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const toSellerChange = defineChange(mutualFundToSeller, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});

export const useWalletTransfer = () => useChange(transferChange);
export const useTransferToSeller = () => useChange(toSellerChange);
