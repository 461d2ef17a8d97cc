import { onlineManager } from '@tanstack/react-query';

/** An online flag that can be read and watched (the store's `netWork`, src/store/network.ts). */
export interface OnlineSignal {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * react-query pauses queries and mutations while offline and resumes them
 * when online again. It must agree with the banner and the rest of the app,
 * so it follows the same signal as the store's `netWork` (spec 000 §4: the
 * browser's offline/online events) instead of its own listeners.
 */
export function followOnlineSignal(signal: OnlineSignal, manager = onlineManager): void {
  manager.setEventListener((setOnline) => {
    setOnline(signal.isOnline());
    return signal.subscribe(setOnline);
  });
}
