import { useSnapshot } from 'valtio';
import { REQUEST_MESSAGES } from '../api/messages';
import { appState } from '../store/app-state';
import styles from './offline-banner.module.css';

/**
 * Stays visible while offline; the toast of spec 000 §8 fires once on the
 * transition. It sits below the status-bar spacer (the host app draws its
 * status bar over the top of the web view), and the live region is always
 * in the page so screen readers announce the change politely.
 */
export function OfflineBanner() {
  const { netWork } = useSnapshot(appState);
  return (
    <div role="status" aria-live="polite" className={netWork ? undefined : styles.banner}>
      {!netWork && (
        <p className={styles.notice}>
          <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
            <path d="M8 1.5 15 14H1L8 1.5Zm-.75 4.5v4h1.5V6h-1.5Zm0 5v1.5h1.5V11h-1.5Z" />
          </svg>
          {REQUEST_MESSAGES.network}
        </p>
      )}
    </div>
  );
}
