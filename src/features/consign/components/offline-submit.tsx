import { useIsOnline } from '../../../api/query/use-online';
import { Notice } from '../../../components/ui/notice';

/**
 * The consignment changes are not queued offline (they are page-only, see
 * api/submit-evaluation.ts): say so, and that what was typed stays on the
 * phone (form-draft.ts). Returns whether the network is there to send.
 */
export function useCanSend(): boolean {
  return useIsOnline();
}

export function OfflineSubmitNotice() {
  return (
    <Notice tone="alert" text="当前离线，暂不能提交；已填写的内容保存在本机，联网后可继续提交" />
  );
}
