import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';

/** antd-mobile's ErrorBlock for `status="empty"` (nothing to show) with only that illustration. */
export const EmptyBlock = createErrorBlock({ empty: emptyImage });
