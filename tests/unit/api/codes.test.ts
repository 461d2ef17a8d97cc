import { describe, expect, it } from 'vitest';
import { actionsForCode, type CodeAction } from '../../../src/api/codes';

const toast = (message: string): CodeAction => ({ type: 'toast', message });

describe('code table (spec 000 §8), row by row', () => {
  it.each<[string, string, CodeAction[]]>([
    ['0000', 'ok', []],
    ['201', '处理中', []],
    ['CB0156', 'x', []],
    ['DE0160', 'x', []],
    ['CB0451', 'x', []],
    ['CB0450', 'x', []],
    ['CB0600', 'x', []],
    ['8888', '系统维护中', [{ type: 'openServiceStopped', message: '系统维护中' }]],
    ['8888', '', [{ type: 'openServiceStopped', message: '服务暂停，请稍后再试' }]],
    [
      '507',
      '请返回重试',
      [toast('请返回重试'), { type: 'goBackWithCode', code: 507, delayMs: 1000 }],
    ],
    ['CB0101', '手机号或密码错误', [toast('手机号或密码错误')]],
    [
      'CB0401',
      '登录已过期，请重新登录',
      [toast('登录已过期，请重新登录'), { type: 'sessionExpired' }],
    ],
    ['SIGN01', '签名校验失败', [toast('签名校验失败')]],
    ['9999', '', [toast('请求失败，请稍后重试')]],
    ['cb0156', '大小写不同', [toast('大小写不同')]],
  ])('%s %j', (code, msg, expected) => {
    expect(actionsForCode(code, msg)).toEqual(expected);
  });

  it.each<[string, CodeAction[]]>([
    ['CB0101', []],
    ['507', [{ type: 'goBackWithCode', code: 507, delayMs: 1000 }]],
    ['8888', [{ type: 'openServiceStopped', message: 'm' }]],
    ['CB0401', [{ type: 'sessionExpired' }]],
  ])('noToast drops only the toast for %s', (code, expected) => {
    expect(actionsForCode(code, 'm', { noToast: true })).toEqual(expected);
  });
});
