import { loadAllBanks } from './bank-actions';
import { loadUser } from './user-actions';

/**
 * spec 000 §7: with a token, the user lookup runs at start; the bank lists
 * (transfer-in and transfer-out) load once the user is known.
 */
export async function startSession(): Promise<void> {
  if (await loadUser()) await loadAllBanks();
}
