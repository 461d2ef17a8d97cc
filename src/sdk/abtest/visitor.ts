import { visitorKey, type AbtestVisitor } from '../core/abtest-protocol';
import type { Sensors } from '../sensors-types';

/** The visitor as sa-sdk's A/B request names them: the anonymous id, plus the login id once logged in. */
export function currentVisitor(sdk: Sensors): AbtestVisitor {
  const first = sdk.store.getFirstId();
  const distinct = sdk.store.getDistinctId();
  return first ? { anonymous_id: first, login_id: distinct } : { anonymous_id: distinct };
}

export function currentVisitorKey(sdk: Sensors): string {
  return visitorKey(currentVisitor(sdk));
}
