import { hostGoBackWithCode, hostOpenServiceStopped } from '../bridge/host';
import { showToast } from '../components/toast';
import type { CodeAction } from './codes';

/** Every side effect of the request layer, swappable in tests. */
export interface RequestEffects {
  toast(message: string): void;
  openServiceStopped(message: string): void;
  goBackWithCode(code: number): void;
  later(run: () => void, ms: number): void;
}

const defaultEffects: RequestEffects = {
  toast: showToast,
  openServiceStopped: hostOpenServiceStopped,
  goBackWithCode: hostGoBackWithCode,
  later: (run, ms) => {
    setTimeout(run, ms);
  },
};

let current: RequestEffects = defaultEffects;

/** Replace some effects (tests); `null` restores the real ones. */
export function setRequestEffects(effects: Partial<RequestEffects> | null): void {
  current = effects ? { ...defaultEffects, ...effects } : defaultEffects;
}

export function getRequestEffects(): RequestEffects {
  return current;
}

export function runCodeActions(actions: readonly CodeAction[], effects = current): void {
  for (const action of actions) {
    if (action.type === 'toast') effects.toast(action.message);
    else if (action.type === 'openServiceStopped') effects.openServiceStopped(action.message);
    else effects.later(() => effects.goBackWithCode(action.code), action.delayMs);
  }
}
