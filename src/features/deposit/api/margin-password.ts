import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { allOf } from '../../../api/query/query-keys';
import { getMargin } from '../../../shared/contracts/margin';
import { drawMarginCalculateV2 } from '../../../shared/contracts/margin-draw';
import { marginPasswordUpdate, verifyCode } from '../../../shared/contracts/margin-password';
import { sendSms } from '../../../shared/contracts/user-registration';

// The margin password's SMS check and update cannot wait for the network
// (networkMode 'always': a code expires, a ticket too), so they live with their hooks.

const sendCodeChange = defineChange(sendSms, { networkMode: 'always' });
const verifyCodeChange = defineChange(verifyCode, { networkMode: 'always' });
const updateChange = defineChange(marginPasswordUpdate, {
  networkMode: 'always',
  onSuccess: async (client) => {
    // hasPassword shows on /deposit and the withdrawal page.
    await client.invalidateQueries({ queryKey: allOf(getMargin) });
    await client.invalidateQueries({ queryKey: allOf(drawMarginCalculateV2) });
  },
});

/** sendmsg (user-signed) with purpose marginPassword: only to the user's own phone. */
export function useSendMarginCode() {
  return useChange(sendCodeChange);
}

export function useVerifyMarginCode() {
  return useChange(verifyCodeChange);
}

export function useUpdateMarginPassword() {
  return useChange(updateChange);
}
