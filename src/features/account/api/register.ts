import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import {
  registerByCode,
  sendRecommendSms,
  sendSms,
} from '../../../shared/contracts/user-registration';
import { signIn } from '../../../store/account-session';

/** The registration SMS: the fission (invited) variant when there is an invite code. */
export function useSendRegisterCode() {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ phone, inviteCode }: { phone: string; inviteCode?: string }) =>
      inviteCode
        ? call(sendRecommendSms, { phone, inviteCode })
        : call(sendSms, { phone, purpose: 'register' }),
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: {
      phone: string;
      code: string;
      password: string;
      inviteCode?: string;
    }) => {
      const answer = await call(registerByCode, input);
      await signIn(client, answer.token, answer.userId);
      return answer;
    },
  });
}
