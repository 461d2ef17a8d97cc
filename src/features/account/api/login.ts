import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { loginByPassword } from '../../../shared/contracts/user';
import { signIn } from '../../../store/account-session';

/**
 * Password login (user-signed, phone and password AES-encrypted by the contract).
 * `networkMode: 'always'`: a login cannot wait for the network like a queued
 * change; offline it fails at once with the request layer's network message.
 */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: { phone: string; password: string }) => {
      const answer = await call(loginByPassword, input);
      await signIn(client, answer.token, answer.userId);
      return answer;
    },
  });
}
