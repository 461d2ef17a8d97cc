// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/request';
import { envelope, installFakeFetch } from './fake-fetch';
import { failure, setUpRequestTests } from './request-harness';

const effects = setUpRequestTests();

describe('code table through request() (spec 000 §8)', () => {
  it('0000 resolves data with no effect', async () => {
    installFakeFetch(envelope('0000', 'success', { id: 1 }));
    await expect(request({ method: 'POST', url: '/api/a' })).resolves.toEqual({ id: 1 });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a numeric code is read as its text', async () => {
    installFakeFetch({ json: { code: 507, msg: 'm', data: null } });
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error.code).toBe('507');
  });

  it.each(['201', 'CB0156', 'DE0160', 'CB0451', 'CB0450', 'CB0600'])(
    'silent code %s rejects without a toast or host call',
    async (code) => {
      installFakeFetch(envelope(code, '静默'));
      const error = await failure(request({ method: 'POST', url: '/api/a' }));
      expect(error).toMatchObject({ kind: 'business', code, message: '静默' });
      vi.runAllTimers();
      expect(effects.toast).not.toHaveBeenCalled();
      expect(effects.openServiceStopped).not.toHaveBeenCalled();
      expect(effects.goBackWithCode).not.toHaveBeenCalled();
    },
  );

  it('CB0401 (tokenExpired) toasts its message and ends the session, even over HTTP 401', async () => {
    installFakeFetch(envelope('CB0401', '登录已过期，请重新登录'));
    await failure(request({ method: 'POST', url: '/api/a' }));
    installFakeFetch({ status: 401, json: { code: 'CB0401', msg: '登录已过期，请重新登录' } });
    await failure(request({ method: 'POST', url: '/api/a' }));
    expect(effects.sessionExpired).toHaveBeenCalledTimes(2);
    expect(effects.toast).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('8888 opens the service-stopped modal with the message and does not toast', async () => {
    installFakeFetch(envelope('8888', '系统升级，暂停服务'));
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error).toMatchObject({ kind: 'business', code: '8888' });
    expect(effects.openServiceStopped).toHaveBeenCalledExactlyOnceWith('系统升级，暂停服务');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('507 toasts, then asks the host to go back with 507 exactly after 1000 ms', async () => {
    installFakeFetch(envelope('507', '页面已失效'));
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error).toMatchObject({ kind: 'business', code: '507' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('页面已失效');
    vi.advanceTimersByTime(999);
    expect(effects.goBackWithCode).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.goBackWithCode).toHaveBeenCalledExactlyOnceWith(507);
  });

  it('507 with noToast still goes back, silently', async () => {
    installFakeFetch(envelope('507', '页面已失效'));
    await failure(request({ method: 'POST', url: '/api/a', noToast: true }));
    vi.advanceTimersByTime(1000);
    expect(effects.goBackWithCode).toHaveBeenCalledWith(507);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('any other code toasts the server message', async () => {
    installFakeFetch(envelope('CB0101', '手机号或密码错误'));
    const error = await failure(request({ method: 'POST', url: '/api/a' }));
    expect(error).toMatchObject({ kind: 'business', code: 'CB0101', message: '手机号或密码错误' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('手机号或密码错误');
  });

  it('any other code without a message toasts a generic one', async () => {
    installFakeFetch({ json: { code: 'X1', data: null } });
    await failure(request({ method: 'POST', url: '/api/a' }));
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请求失败，请稍后重试');
  });

  it('noToast keeps the server message off screen but still rejects', async () => {
    installFakeFetch(envelope('CB0101', '手机号或密码错误'));
    const error = await failure(request({ method: 'POST', url: '/api/a', noToast: true }));
    expect(error.code).toBe('CB0101');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it.each(['0000', 'CB0101', '8888', '507'])(
    'raw resolves the whole envelope for %s with no code handling',
    async (code) => {
      installFakeFetch(envelope(code, 'm', { ok: code === '0000' }));
      await expect(request({ method: 'POST', url: '/api/a', raw: true })).resolves.toEqual({
        code,
        msg: 'm',
        data: { ok: code === '0000' },
      });
      vi.runAllTimers();
      expect(effects.toast).not.toHaveBeenCalled();
      expect(effects.openServiceStopped).not.toHaveBeenCalled();
      expect(effects.goBackWithCode).not.toHaveBeenCalled();
    },
  );
});
