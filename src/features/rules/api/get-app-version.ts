import { defineRecord } from '../../../api/query/define-record';
import { appVersionDown } from '../../../shared/contracts/rules-articles';

/** The latest iOS and Android releases (the /download page and the share landing page). */
export const appVersionRecord = defineRecord(appVersionDown);

export function useAppVersion() {
  return appVersionRecord.use({});
}
