import { proxy } from 'valtio';
import type { BankCard, UserInfo } from '../api/endpoints/user';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** `visitor`: no token at all (spec 000 §1: visitors browse without logging in). */
export type UserStatus = 'visitor' | 'loading' | 'ready' | 'error';

/** Shared app state (spec 000 §3) plus the load status the pages need to render it. */
export interface AppState {
  transInBanks: BankCard[];
  transOutBanks: BankCard[];
  transInStatus: LoadStatus;
  transOutStatus: LoadStatus;
  isShowGrade: boolean;
  /** spec 000 §4: toggles on the browser's offline and online events. */
  netWork: boolean;
  user: UserInfo | null;
  userStatus: UserStatus;
  /** Message of the failed user lookup, shown with a retry. */
  userError: string | null;
  /** spec 000 §2: entering financialDetails records whether the user came from particularsDetails. */
  financialDetailsFromParticulars: boolean;
}

export function initialAppState(): AppState {
  return {
    transInBanks: [],
    transOutBanks: [],
    transInStatus: 'idle',
    transOutStatus: 'idle',
    isShowGrade: false,
    // watchNetwork (store/network.ts) takes navigator.onLine at boot and follows its events.
    netWork: true,
    user: null,
    userStatus: 'visitor',
    userError: null,
    financialDetailsFromParticulars: false,
  };
}

export const appState = proxy<AppState>(initialAppState());

export function setShowGrade(value: boolean): void {
  appState.isShowGrade = value;
}

export function setFinancialDetailsFromParticulars(value: boolean): void {
  appState.financialDetailsFromParticulars = value;
}
