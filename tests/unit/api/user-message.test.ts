import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { REQUEST_MESSAGES } from '../../../src/api/messages';
import { userMessageOf } from '../../../src/api/user-message';

describe('userMessageOf (spec 000 §8: users read Chinese, never developer text)', () => {
  it.each([
    ['network', new ApiError('Network Error', 'network'), REQUEST_MESSAGES.network],
    ['timeout', new ApiError('Request Timeout', 'timeout'), REQUEST_MESSAGES.timeout],
    ['abort', new ApiError('Request Aborted', 'abort'), '请求已取消'],
    [
      'parse',
      new ApiError('Unexpected response from /api/x: id: invalid_type', 'parse'),
      REQUEST_MESSAGES.parse,
    ],
    [
      'business',
      new ApiError('登录已过期，请重新登录', 'business', { code: 'CB0401' }),
      '登录已过期，请重新登录',
    ],
    ['http with a server message', new ApiError('服务繁忙', 'http', { status: 503 }), '服务繁忙'],
    ['business without a message', new ApiError('  ', 'business'), REQUEST_MESSAGES.business],
    [
      'http without a message',
      new ApiError('', 'http', { status: 500 }),
      REQUEST_MESSAGES.business,
    ],
    ['a plain Error', new Error('Cannot read properties of null'), REQUEST_MESSAGES.business],
    ['a non-error value', 'boom', REQUEST_MESSAGES.business],
  ])('%s', (_name, error, expected) => {
    expect(userMessageOf(error)).toBe(expected);
  });
});
