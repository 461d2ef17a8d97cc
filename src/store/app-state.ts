import { proxy } from 'valtio';
import type { BankCard } from '../shared/contracts/bank-wallet';

/**
 * Shared app state (spec 000 §3). The bank lists are written from the query
 * cache (bank-lists.ts mirrors the first page of each list), so their loading
 * and error states live with the queries, not here.
 */
export interface AppState {
  transInBanks: BankCard[];
  transOutBanks: BankCard[];
  isShowGrade: boolean;
  /** spec 000 §4: toggles on the browser's offline and online events. */
  netWork: boolean;
  /** spec 000 §2: entering financialDetails records whether the user came from particularsDetails. */
  financialDetailsFromParticulars: boolean;
}

export function initialAppState(): AppState {
  return {
    transInBanks: [],
    transOutBanks: [],
    isShowGrade: false,
    // watchNetwork (store/network.ts) takes navigator.onLine at boot and follows its events.
    netWork: true,
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
