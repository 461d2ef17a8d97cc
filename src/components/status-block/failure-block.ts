import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';

/**
 * antd-mobile's ErrorBlock for `status="default"` (something failed) with only
 * that illustration. The stock ErrorBlock bundles all four SVG illustrations
 * (~10 KB gzipped) and this one sits on the first route (the route error view).
 */
export const FailureBlock = createErrorBlock({ default: defaultImage });
