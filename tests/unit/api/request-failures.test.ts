// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { request, REQUEST_TIMEOUT_MS } from '../../../src/api/request';
import { envelope, installFakeFetch } from './fake-fetch';
import { failure, setUpRequestTests } from './request-harness';

const effects = setUpRequestTests();

describe('transport failures', () => {
  it('a network failure rejects with "Network Error" and toasts in Chinese', async () => {
    installFakeFetch({ networkError: true });
    const error = await failure(request({ method: 'GET', url: '/api/a' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('网络异常，请检查网络后重试');
  });

  it('times out after 10 s (spec 000 §9), not before', async () => {
    installFakeFetch({ hang: true });
    const outcome = vi.fn();
    const pending = failure(request({ method: 'POST', url: '/api/slow' })).then((e) => {
      outcome(e);
      return e;
    });
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请求超时，请稍后重试');
  });

  it('honours a per-call timeout', async () => {
    installFakeFetch({ hang: true });
    const pending = failure(request({ method: 'GET', url: '/api/slow', timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).kind).toBe('timeout');
  });

  it('noToast silences transport toasts too', async () => {
    installFakeFetch({ networkError: true });
    const error = await failure(request({ method: 'GET', url: '/api/a', noToast: true }));
    expect(error.kind).toBe('network');
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('unreadable answers never crash', () => {
  it.each([
    ['an HTML page', { text: '<!doctype html><html><body>502 Bad Gateway</body></html>' }],
    ['an empty body', { text: '' }],
    ['JSON that is not an envelope', { json: { hello: 'world' } }],
    ['a JSON array', { json: [1, 2] }],
    ['an envelope with an object code', { json: { code: {}, msg: 'x', data: null } }],
  ])('%s (HTTP 200) → parse error and a clear toast', async (_label, reply) => {
    installFakeFetch(reply);
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('服务异常，请稍后重试');
  });
});

describe('HTTP errors (spec 000 §8)', () => {
  it('toasts the message carried by a JSON error body', async () => {
    installFakeFetch({ status: 500, json: { message: '数据库连接失败' } });
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: '数据库连接失败' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('数据库连接失败');
  });

  it('toasts the msg of an error envelope', async () => {
    installFakeFetch({ status: 502, json: { code: 'GW01', msg: '网关繁忙', data: null } });
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 'GW01' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('网关繁忙');
  });

  it('applies the code table to an error envelope (8888 → host, no toast)', async () => {
    installFakeFetch({ status: 503, json: { code: '8888', msg: '停服维护', data: null } });
    await failure(request({ method: 'POST', url: '/api/a' }));
    expect(effects.openServiceStopped).toHaveBeenCalledWith('停服维护');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTML body', { status: 500, text: '<html><b>Internal Server Error</b></html>' }],
    ['an empty body', { status: 404, text: '' }],
    ['JSON without a message', { status: 503, json: { error: true } }],
  ])('%s → a generic Chinese message with the status', async (_label, reply) => {
    installFakeFetch(reply);
    const error = await failure(request({ method: 'GET', url: '/api/a' }));
    expect(error.kind).toBe('http');
    expect(error.message).toBe(`服务异常（${reply.status}），请稍后重试`);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith(error.message);
  });

  it('noToast keeps HTTP errors quiet', async () => {
    installFakeFetch({ status: 500, json: { msg: '失败' } });
    await failure(request({ method: 'GET', url: '/api/a', noToast: true }));
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('the timer is cleared', () => {
  it('leaves no pending timer after an answer', async () => {
    installFakeFetch(envelope('0000'));
    await request({ method: 'GET', url: '/api/a' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
