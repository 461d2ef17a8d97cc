import { useChange } from '../../../api/query/use-change';
import { setDefaultBankChange } from './set-default-bank.change';

/**
 * The 设为默认 action of /bankDetail: `submit({ cardId })` sends it once per tap,
 * with its own Idempotency-Key; busy and waitingForNetwork also count a change
 * for this card queued earlier (offline, maybe before a reload).
 */
export function useSetDefaultBank(cardId: number) {
  return useChange(setDefaultBankChange, { matches: (input) => input.cardId === cardId });
}
