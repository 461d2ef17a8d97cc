/**
 * Envelope codes, once for the app and the reference server. What the app does
 * with a code (toast, silence, host action) is the request layer's table
 * (src/api/codes.ts); this file only names them.
 */
export { SUCCESS_CODE } from './envelope';

// spec 000 §8: never toasted (8888 goes to the host app instead).
export const SILENT_CODES: ReadonlySet<string> = new Set([
  '201',
  'CB0156',
  'DE0160',
  'CB0451',
  'CB0450',
  'CB0600',
  '8888',
]);

/** spec 000 §8: the host app opens its service-stopped modal. */
export const SERVICE_STOPPED_CODE = '8888';
/** spec 000 §8: the host app goes back with 507 after 1 s. */
export const GO_BACK_CODE = '507';

/**
 * Codes the reference server answers, with their fixed messages. The real
 * platform's codes for these situations are not in the spec; these are the
 * project's choice. The app reacts to `tokenExpired`: the request layer's code
 * table (src/api/codes.ts) clears the session and sends the user to log in.
 */
export const BUSINESS_ERRORS = {
  badInput: { code: '400', msg: '请求参数错误' },
  signature: { code: 'SIGN01', msg: '签名校验失败' },
  signatureExpired: { code: 'SIGN02', msg: '请求已过期，请校准手机时间后重试' },
  signatureReplayed: { code: 'SIGN03', msg: '重复的请求，请重新操作' },
  tooManyRequests: { code: 'CB0429', msg: '操作过于频繁，请稍后再试' },
  wrongPassword: { code: 'CB0101', msg: '手机号或密码错误' },
  tokenExpired: { code: 'CB0401', msg: '登录已过期，请重新登录' },
  forbidden: { code: 'CB0403', msg: '无权访问该数据' },
  notFound: { code: 'CB0404', msg: '数据不存在或已删除' },
  loginLocked: { code: 'CB0102', msg: '密码错误次数过多，请 15 分钟后再试' },
  smsTooFrequent: { code: 'CB0110', msg: '验证码发送过于频繁，请稍后再试' },
  smsDailyLimit: { code: 'CB0111', msg: '今日验证码发送次数已达上限，请明天再试' },
  smsCodeWrong: { code: 'CB0112', msg: '验证码错误，请重新输入' },
  smsCodeExpired: { code: 'CB0113', msg: '验证码已过期，请重新获取' },
  phoneRegistered: { code: 'CB0114', msg: '该手机号已注册，请直接登录' },
  phoneNotRegistered: { code: 'CB0115', msg: '该手机号尚未注册' },
  // server/kit/idempotency.ts (HTTP 422, as Stripe and the IETF draft): the user action's
  // key came back with another request; the app never does this, a buggy client might.
  idempotencyKeyReused: { code: 'CB0422', msg: '该操作已提交过不同的内容，请返回后重新操作' },
  // HTTP 409: the first request of this key is still running; the app retries later with
  // the same key and does not toast (src/api/codes.ts).
  idempotencyInProgress: { code: 'CB0409', msg: '上一次提交仍在处理中，请稍后再试' },
  // Seller consignment (server/consignment/state-machine.ts): the answer names the state.
  stateNotAllowed: { code: 'CB0430', msg: '当前状态不允许此操作' },
  publishCodeWrong: { code: 'CB0431', msg: '发布码错误，请核对质检报告上的发布码' },
  priceOutOfRange: { code: 'CB0432', msg: '价格不在允许范围内' },
  pictureInvalid: { code: 'CB0433', msg: '图片格式不正确，请上传 JPEG 图片' },
  pictureTooLarge: { code: 'CB0434', msg: '图片过大，请压缩后重新上传' },
} as const satisfies Record<string, { code: string; msg: string }>;

export type BusinessError = (typeof BUSINESS_ERRORS)[keyof typeof BUSINESS_ERRORS];
