import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import {
  sellerAccountOpen,
  signWalletContract,
  walletDynamicCode,
  walletOpen,
  walletRegister,
} from '../../../shared/contracts/wallet';
import { refreshMoney } from './money-moved';

// Opening is a conversation with the bank (its SMS code, then each step's
// answer decides the next screen): no step waits for the network or is queued
// offline (networkMode 'always'), so they live here, off the boot.

const dynamicCodeChange = defineChange(walletDynamicCode, { networkMode: 'always' });
const registerChange = defineChange(walletRegister, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const signChange = defineChange(signWalletContract, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});
const openChange = defineChange(walletOpen, { networkMode: 'always', onSuccess: refreshMoney });
const sellerOpenChange = defineChange(sellerAccountOpen, {
  networkMode: 'always',
  onSuccess: refreshMoney,
});

export const useWalletDynamicCode = () => useChange(dynamicCodeChange);
export const useRegisterWallet = () => useChange(registerChange);
export const useSignWalletContract = () => useChange(signChange);
export const useOpenWallet = () => useChange(openChange);
export const useOpenSellerAccount = () => useChange(sellerOpenChange);
