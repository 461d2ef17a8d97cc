/**
 * Codes the reference server answers for the bank wallet (Funds II). The real
 * platform's are not in the spec; they follow FUNDS_ERRORS (CB0601–CB0610).
 */
export const WALLET_ERRORS = {
  notRegistered: { code: 'CB0621', msg: '请先完成钱包实名登记' },
  notOpened: { code: 'CB0622', msg: '请先开通钱包' },
  alreadyOpened: { code: 'CB0623', msg: '钱包已开通' },
  contractUnsigned: { code: 'CB0624', msg: '请先签署钱包服务协议' },
  idCardInvalid: { code: 'CB0625', msg: '身份证号码有误，请核对' },
  cardInvalid: { code: 'CB0626', msg: '银行卡号有误，请核对' },
  cardBound: { code: 'CB0627', msg: '该银行卡已绑定' },
  holderMismatch: { code: 'CB0628', msg: '持卡人须与钱包实名一致' },
  notAgreed: { code: 'CB0629', msg: '请先同意该卡的快捷支付协议' },
  amountRefused: { code: 'CB0630', msg: '金额不符合规则' },
  notSeller: { code: 'CB0631', msg: '收款方不是已开通钱包的卖家' },
} as const satisfies Record<string, { code: string; msg: string }>;
