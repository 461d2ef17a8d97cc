import { subscribeKey } from 'valtio/utils';
import { REQUEST_MESSAGES } from '../api/messages';
import type { OnlineSignal } from '../api/query/online-signal';
import { appState } from './app-state';

/**
 * spec 000 §4: netWork follows the browser's offline/online events;
 * spec 000 §8: going offline shows 网络异常，请检查网络后重试 (the app passes
 * its toast: the store imports no UI). Returns the function that removes the listeners.
 *
 * Coming online resumes paused changes, so an online event is taken only when
 * the browser agrees (navigator.onLine) and the page is not going away (after
 * pagehide): Chromium fires one while an offline page reloads or closes, and
 * that page would send a change it can no longer record as sent, so the next
 * page (whose persisted copy still holds it paused) would send it again.
 * pageshow (the same page back from the back/forward cache) reads the
 * browser's state afresh.
 */
export function watchNetwork(
  toast: (message: string) => void,
  target: Window = window,
): () => void {
  let leaving = false;
  appState.netWork = target.navigator.onLine;
  const onOffline = () => {
    appState.netWork = false;
    toast(REQUEST_MESSAGES.network);
  };
  const onOnline = () => {
    if (!leaving && target.navigator.onLine) appState.netWork = true;
  };
  const onPageHide = () => {
    leaving = true;
  };
  const onPageShow = () => {
    leaving = false;
    appState.netWork = target.navigator.onLine;
  };
  const listeners: Array<[string, () => void]> = [
    ['offline', onOffline],
    ['online', onOnline],
    ['pagehide', onPageHide],
    ['pageshow', onPageShow],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/** The store's netWork as a signal, for react-query's onlineManager (api/query/online-signal.ts). */
export const networkSignal: OnlineSignal = {
  isOnline: () => appState.netWork,
  // In sync: react-query pauses a mutation made right after the offline event.
  subscribe: (listener) => subscribeKey(appState, 'netWork', listener, true),
};
