/**
 * Codes the reference server answers for margin and payment calls (the real
 * platform's are not in the spec; spec 000 §8 keeps CB0600 silent, so these
 * start at CB0601). The app toasts the message unless the call opts out.
 */
export const FUNDS_ERRORS = {
  overBalance: { code: 'CB0601', msg: '可用余额不足' },
  notPending: { code: 'CB0602', msg: '该笔支付已结束，无法取消' },
  noCard: { code: 'CB0603', msg: '请先绑定银行卡' },
  passwordWrong: { code: 'CB0604', msg: '保证金密码错误' },
  passwordUnset: { code: 'CB0605', msg: '请先设置保证金密码' },
  contractUnsigned: { code: 'CB0606', msg: '请先签署保证金协议' },
  amountRefused: { code: 'CB0607', msg: '金额不符合规则' },
  verifyExpired: { code: 'CB0608', msg: '验证已失效，请重新获取验证码' },
  orderNotPayable: { code: 'CB0609', msg: '该订单当前无需支付' },
  bankFailed: { code: 'CB0610', msg: '银行处理失败，请稍后再试' },
} as const satisfies Record<string, { code: string; msg: string }>;
