import { defineChange } from '../../../api/query/define-change';
import { sendSms } from '../../../shared/contracts/user-registration';

/** The registration (or login) SMS code; it cannot wait for the network. */
export const sendSmsChange = defineChange(sendSms, { networkMode: 'always' });
