import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { signIn } from '../../../api/session/sign-in';
import { loginByPassword } from '../../../shared/contracts/user';

/**
 * Password login (user-signed, phone and password AES-encrypted by the contract);
 * the answer's token starts the session before the form's own onSuccess runs.
 * `networkMode: 'always'`: a login cannot wait for the network like a queued
 * change; offline it fails at once with the request layer's network message.
 */
export const loginChange = defineChange(loginByPassword, {
  networkMode: 'always',
  onSuccess: (client, answer) => signIn(client, answer.token, answer.userId),
});

/** The login form's submit: once per tap, busy while in flight. */
export function useLogin() {
  return useChange(loginChange);
}
