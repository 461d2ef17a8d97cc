import { offlineDrawMargin } from '../../shared/contracts/margin-draw';

// The withdrawal form's fields, checked with the contracts' own schemas (their Chinese messages).

export interface OfflineAccount {
  accountName: string;
  bankName: string;
  accountNo: string;
}

export function accountProblem(account: OfflineAccount): string | null {
  const shape = offlineDrawMargin.input.shape;
  for (const key of ['accountName', 'bankName', 'accountNo'] as const) {
    const checked = shape[key].safeParse(account[key].trim());
    if (!checked.success) return checked.error.issues[0]?.message ?? '账户信息有误';
  }
  return null;
}
