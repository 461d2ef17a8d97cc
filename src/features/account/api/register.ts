import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { signIn } from '../../../api/session/sign-in';
import { registerByCode } from '../../../shared/contracts/user-registration';

/** Registration by SMS code; on success the visitor is signed in like after a login. */
export const registerChange = defineChange(registerByCode, {
  networkMode: 'always',
  onSuccess: (client, answer) => signIn(client, answer.token, answer.userId),
});

/** The registration form's submit: once per tap, busy while in flight. */
export function useRegister() {
  return useChange(registerChange);
}
