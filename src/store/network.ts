import { subscribeKey } from 'valtio/utils';
import { REQUEST_MESSAGES } from '../api/messages';
import type { OnlineSignal } from '../api/query/online-signal';
import { appState } from './app-state';

/**
 * spec 000 §4: netWork follows the browser's offline/online events;
 * spec 000 §8: going offline shows 网络异常，请检查网络后重试 (the app passes
 * its toast: the store imports no UI). Returns the function that removes the listeners.
 */
export function watchNetwork(
  toast: (message: string) => void,
  target: Window = window,
): () => void {
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

/** The store's netWork as a signal, for react-query's onlineManager (api/query/online-signal.ts). */
export const networkSignal: OnlineSignal = {
  isOnline: () => appState.netWork,
  // In sync: react-query pauses a mutation made right after the offline event.
  subscribe: (listener) => subscribeKey(appState, 'netWork', listener, true),
};
