import type { QueryClient } from '@tanstack/react-query';

/**
 * After money moved (or a wallet opened) every cached read is marked stale and
 * the ones on screen are asked again. The ledger's balances show in many
 * areas' reads (wallet, margin account, records, orders, the home cards), and
 * naming each contract here would pull their schemas into every money screen's
 * chunk (route budget); a stale read costs one request on its next screen.
 */
export function refreshMoney(client: QueryClient): void {
  void client.invalidateQueries();
}
