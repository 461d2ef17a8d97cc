import { Notice } from '../../../components/ui/notice';
import { onshelfNoticeRecord } from '../api/get-order-info';

/** The platform's on-shelf notice (order/onshelf/notice): what happens after inspection. */
export function OnshelfNotice() {
  const notice = onshelfNoticeRecord.use({});
  return notice.data ? <Notice tone="info" text={notice.data.notice} /> : null;
}
