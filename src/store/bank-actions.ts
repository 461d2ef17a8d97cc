import { BANK_LIST_PAGE_SIZE, getBankList, type BankUseType } from '../api/endpoints/user';
import { appState } from './app-state';

// spec 000 §7: the bank lists of the app state load page 1 with 3 items.
const FIRST_PAGE = 1;

/**
 * Loads one bank list into the store. Errors are already toasted by the
 * request layer's code table; the store only records the failed state so the
 * page can offer a retry.
 */
export async function loadBanks(useType: BankUseType): Promise<void> {
  const statusKey = useType === 1 ? 'transInStatus' : 'transOutStatus';
  appState[statusKey] = 'loading';
  try {
    const page = await getBankList({
      pageIndex: FIRST_PAGE,
      pageSize: BANK_LIST_PAGE_SIZE,
      useType,
    });
    if (useType === 1) appState.transInBanks = page.list;
    else appState.transOutBanks = page.list;
    appState[statusKey] = 'ready';
  } catch {
    appState[statusKey] = 'error';
  }
}

/** Transfer-in (useType 1) and transfer-out (useType 2) in parallel. */
export async function loadAllBanks(): Promise<void> {
  await Promise.all([loadBanks(1), loadBanks(2)]);
}
