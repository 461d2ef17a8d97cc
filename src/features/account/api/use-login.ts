import { useChange } from '../../../api/query/use-change';
import { loginChange } from './login.change';

/** The login form's submit: once per tap, busy while in flight. */
export function useLogin() {
  return useChange(loginChange);
}
