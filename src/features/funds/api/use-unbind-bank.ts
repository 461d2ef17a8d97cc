import { useChange } from '../../../api/query/use-change';
import { unbindBankChange } from './unbind-bank.change';

/** The 解绑 action of /bankDetail: once per tap; a queued unbind of this card counts as busy. */
export function useUnbindBank(cardId: number) {
  return useChange(unbindBankChange, { matches: (input) => input.cardId === cardId });
}
