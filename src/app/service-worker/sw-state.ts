import { proxy } from 'valtio';

/**
 * `waiting`: a new service worker is installed and waits for the user's consent.
 * Apart from register-sw.ts, which loads after start (main.tsx), so the update
 * prompt in the shell watches this without bringing the registration code along.
 */
export const serviceWorkerState = proxy({ waiting: false });
