/** The platform's answer shape (interfaces.md "HTTP conventions"); '0000' is success. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T | null;
}

export const SUCCESS_CODE = '0000';

/** Business error codes this server answers, with their fixed messages. */
export const ERRORS = {
  signature: { code: 'SIGN01', msg: '签名校验失败' },
  wrongPassword: { code: 'CB0101', msg: '手机号或密码错误' },
  tokenExpired: { code: 'CB0401', msg: '登录已过期，请重新登录' },
} as const satisfies Record<string, { code: string; msg: string }>;

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

export function fail(error: { code: string; msg: string }): Envelope<null> {
  return { code: error.code, msg: error.msg, data: null };
}
