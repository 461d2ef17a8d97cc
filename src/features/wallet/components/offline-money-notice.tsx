import { PendingSyncNotice } from '../../../components/query-state/offline-notice';

/**
 * A movement of money is never queued offline: the screen says so and its
 * button is disabled until the network returns.
 */
export function OfflineMoneyNotice({ action }: { action: string }) {
  return <PendingSyncNotice text={`当前离线，${action}不会在离线时提交，请联网后再试`} />;
}
