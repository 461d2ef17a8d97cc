import { REQUEST_MESSAGES } from '../api/messages';
import { showToast } from '../components/toast';
import { appState } from './app-state';

/**
 * spec 000 §4: netWork follows the browser's offline/online events;
 * spec 000 §8: going offline shows 网络异常，请检查网络后重试.
 * Returns the function that removes the listeners.
 */
export function watchNetwork(target: Window = window, toast = showToast): () => void {
  appState.netWork = target.navigator.onLine;
  const onOffline = () => {
    appState.netWork = false;
    toast(REQUEST_MESSAGES.network);
  };
  const onOnline = () => {
    appState.netWork = true;
  };
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
