import { useChange } from '../../../api/query/use-change';
import { registerChange } from './register.change';

/** The registration form's submit: once per tap, busy while in flight. */
export function useRegister() {
  return useChange(registerChange);
}
