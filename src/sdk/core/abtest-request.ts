/**
 * The experiment service request body (spec 001 §7: visitor id and platform),
 * as sa-sdk-javascript's A/B plugin sends it. Dependency-light: the plugin's
 * synchronous first step builds it too.
 */
import type { AbtestSetup, AbtestVisitor } from './abtest-protocol';
import { SDK_VERSION } from './constants';

export function requestBody(
  setup: Pick<AbtestSetup, 'platform' | 'properties'>,
  visitor: AbtestVisitor,
): string {
  return JSON.stringify({
    anonymous_id: visitor.anonymous_id,
    ...(visitor.login_id ? { login_id: visitor.login_id } : {}),
    platform: setup.platform,
    abtest_lib_version: SDK_VERSION,
    properties: setup.properties ?? {},
  });
}
