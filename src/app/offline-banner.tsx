import { NoticeBar } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { REQUEST_MESSAGES } from '../api/messages';
import { appState } from '../store/app-state';

/** Stays visible while offline; the toast of spec 000 §8 fires once on the transition. */
export function OfflineBanner() {
  const { netWork } = useSnapshot(appState);
  if (netWork) return null;
  return (
    <div role="status">
      <NoticeBar content={REQUEST_MESSAGES.network} color="alert" wrap />
    </div>
  );
}
