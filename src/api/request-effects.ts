import type { CodeAction } from './codes';

/**
 * Every side effect of the request layer. The layer itself imports no UI and
 * no host bridge: the app installs the real toast and host-app calls at boot
 * (src/main.tsx → installRequestEffects), and tests install recording ones.
 */
export interface RequestEffects {
  toast(message: string): void;
  openServiceStopped(message: string): void;
  goBackWithCode(code: number): void;
  /** tokenExpired: clear the session and send the user to log in (the app decides how). */
  sessionExpired(): void;
  later(run: () => void, ms: number): void;
}

// Until the app installs its effects (and in tests that install none) a toast
// or host call is written to the console, so nothing is lost silently.
const consoleEffects: RequestEffects = {
  toast: (message) => console.info('[request] toast:', message),
  openServiceStopped: (message) => console.info('[request] service stopped:', message),
  goBackWithCode: (code) => console.info('[request] go back with code', code),
  sessionExpired: () => console.info('[request] session expired'),
  later: (run, ms) => {
    setTimeout(run, ms);
  },
};

let installed: RequestEffects = consoleEffects;
let current: RequestEffects = consoleEffects;

/** The app's real effects, once at boot. */
export function installRequestEffects(effects: Partial<RequestEffects>): void {
  installed = { ...consoleEffects, ...effects };
  current = installed;
}

/** Replace some effects (tests); `null` restores the installed ones. */
export function setRequestEffects(effects: Partial<RequestEffects> | null): void {
  current = effects ? { ...installed, ...effects } : installed;
}

export function getRequestEffects(): RequestEffects {
  return current;
}

export function runCodeActions(actions: readonly CodeAction[], effects = current): void {
  for (const action of actions) {
    if (action.type === 'toast') effects.toast(action.message);
    else if (action.type === 'openServiceStopped') effects.openServiceStopped(action.message);
    else if (action.type === 'sessionExpired') effects.sessionExpired();
    else effects.later(() => effects.goBackWithCode(action.code), action.delayMs);
  }
}
