import { useChange } from '../../../api/query/use-change';
import type { SubmitCallbacks } from '../../../api/query/use-guarded-submit';
import type { DataOf } from '../../../shared/contract';
import type { sendSms } from '../../../shared/contracts/user-registration';
import { sendRecommendSmsChange } from './send-recommend-sms';
import { sendSmsChange } from './send-sms';

type Sent = DataOf<typeof sendSms>;

/** The registration SMS: the fission (invited) variant when there is an invite code. */
export function useSendRegisterCode(inviteCode: string | undefined) {
  const plain = useChange(sendSmsChange);
  const invited = useChange(sendRecommendSmsChange);
  const busy = plain.busy || invited.busy;
  const send = (phone: string, callbacks?: SubmitCallbacks<Sent>) =>
    inviteCode
      ? invited.submit({ phone, inviteCode }, callbacks)
      : plain.submit({ phone, purpose: 'register' }, callbacks);
  return { send, busy };
}
