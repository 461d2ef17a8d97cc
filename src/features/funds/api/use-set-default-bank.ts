import { useMutation } from '@tanstack/react-query';
import type { BankCard } from '../../../shared/contracts/bank-wallet';
import { SET_DEFAULT_BANK_KEY, type SetDefaultBankVariables } from './set-default-bank';

/**
 * The 设为默认 action of /bankDetail (wrap it in useGuardedSubmit). Its own
 * file: set-default-bank.ts is registered at boot (src/main.tsx), and the hook
 * would bring useMutation's observer into every route's first download.
 */
export function useSetDefaultBank() {
  return useMutation<BankCard, Error, SetDefaultBankVariables>({
    mutationKey: SET_DEFAULT_BANK_KEY,
  });
}
