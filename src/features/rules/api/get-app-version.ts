import { endpointQueryOptions, useDetailQuery } from '../../../api/query/use-detail-query';
import { appVersionDown } from '../../../shared/contracts/rules-articles';

/** The latest iOS and Android releases (the /download page and the share landing page). */
export function useAppVersion() {
  return useDetailQuery(endpointQueryOptions(appVersionDown, {}));
}
