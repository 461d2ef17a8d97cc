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
const now = { networkMode: 'always' as const };
const thenRefresh = { ...now, onSuccess: refreshMoney };

const dynamicCodeChange = defineChange(walletDynamicCode, now);
const registerChange = defineChange(walletRegister, thenRefresh);
const signChange = defineChange(signWalletContract, thenRefresh);
const openChange = defineChange(walletOpen, thenRefresh);
const sellerOpenChange = defineChange(sellerAccountOpen, thenRefresh);

export const useWalletDynamicCode = () => useChange(dynamicCodeChange);
export const useRegisterWallet = () => useChange(registerChange);
export const useSignWalletContract = () => useChange(signChange);
export const useOpenWallet = () => useChange(openChange);
export const useOpenSellerAccount = () => useChange(sellerOpenChange);
