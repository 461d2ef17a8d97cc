import { marginPassword } from '../../shared/contracts/payment-fields';

/** The margin password against its contract rule (6 digits), with the rule's Chinese message. */
export function passwordProblem(password: string): string | null {
  const checked = marginPassword().safeParse(password);
  return checked.success ? null : (checked.error.issues[0]?.message ?? '保证金密码有误');
}
