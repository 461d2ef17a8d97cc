import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import { bindBankCard } from '../../../shared/contracts/bank-cards';
import { bankDetail, bankList } from '../../../shared/contracts/bank-wallet';
import { walletDynamicCode } from '../../../shared/contracts/wallet';

/**
 * 绑定银行卡 (idempotency 'required'). `networkMode: 'always'`: it never waits
 * offline, so it is never persisted, and the card number (an AES field of the
 * contract) never lands in the stored mutation cache; the bank's code expires
 * in minutes anyway. The lists (and the app state's transInBanks /
 * transOutBanks mirrored from them) are refetched.
 */
export const bindCardChange = defineChange(bindBankCard, {
  networkMode: 'always',
  onSuccess: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: allOf(bankList) }),
      client.invalidateQueries({ queryKey: allOf(bankDetail) }),
    ]),
});

export function useBindCard() {
  return useChange(bindCardChange);
}

/** The bank's 6-digit code to the card's reserved phone (scene BIND); cannot wait either. */
export const bindSmsChange = defineChange(walletDynamicCode, { networkMode: 'always' });

export function useBindSms() {
  return useChange(bindSmsChange);
}
