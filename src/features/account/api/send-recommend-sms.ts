import { defineChange } from '../../../api/query/define-change';
import { sendRecommendSms } from '../../../shared/contracts/user-registration';

/** The registration SMS code of a visitor invited with an invite code. */
export const sendRecommendSmsChange = defineChange(sendRecommendSms, { networkMode: 'always' });
