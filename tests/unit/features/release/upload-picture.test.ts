import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import { setRequestEffects } from '../../../../src/api/request-effects';
import { canRetryUpload } from '../../../../src/features/release/api/upload-retry';
import {
  progressFraction,
  uploadPicture,
  type UploadXhr,
} from '../../../../src/features/release/api/upload-picture';
import { BUSINESS_ERRORS } from '../../../../src/shared/codes';
import { pictureUpload } from '../../../../src/shared/contracts/seller-picture';

/** A scripted XMLHttpRequest: records what was sent; the test drives its events. */
class FakeXhr implements UploadXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  ontimeout: UploadXhr['ontimeout'] = null;
  onabort: UploadXhr['onabort'] = null;

  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('onabort');
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    const event = { loaded, total, lengthComputable } as ProgressEvent;
    this.upload.onprogress?.call(this as unknown as XMLHttpRequest, event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.fire('onload');
  }
  fire(name: 'onload' | 'onerror' | 'ontimeout' | 'onabort') {
    this[name]?.call(this as unknown as XMLHttpRequest, {} as ProgressEvent);
  }
}

const STORED = {
  pictureId: 7,
  bytes: 2048,
  width: 1600,
  height: 1200,
  createdAt: 1_700_000_000_000,
};
const jpeg = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });

function start(options: { signal?: AbortSignal } = {}) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const result = uploadPicture(jpeg, {
    idempotencyKey: 'key-1',
    onProgress: (fraction) => progress.push(fraction),
    createXhr: () => xhr,
    ...options,
  });
  return { xhr, progress, result };
}

afterEach(() => setRequestEffects(null));

describe('progressFraction', () => {
  it.each([
    [{ loaded: 0, total: 1000, lengthComputable: true }, 1000, 0],
    [{ loaded: 250, total: 1000, lengthComputable: true }, 1000, 0.25],
    [{ loaded: 1200, total: 1000, lengthComputable: true }, 1000, 1],
    [{ loaded: 500, total: 0, lengthComputable: false }, 2000, 0.25], // the blob's size
    [{ loaded: 500, total: 0, lengthComputable: false }, 0, 0],
    [{ loaded: Number.NaN, total: 10, lengthComputable: true }, 10, 0],
  ])('%j of a %i-byte blob → %d', (event, size, fraction) => {
    expect(progressFraction(event, size)).toBe(fraction);
  });
});

describe('uploadPicture', () => {
  it('posts the raw JPEG with the key and reports progress up to the stored picture', async () => {
    const { xhr, progress, result } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(pictureUpload.path);
    expect(xhr.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'Content-Type': 'image/jpeg',
      channelId: '700000',
      login_type: 'app',
    });
    expect(xhr.body).toBe(jpeg);
    xhr.progress(250, 1000);
    xhr.progress(600, 0, false);
    xhr.progress(1000, 1000);
    xhr.answer(200, { code: '0000', msg: '', data: STORED });
    await expect(result).resolves.toEqual(STORED);
    expect(progress).toEqual([0.25, 0.6, 1, 1]);
  });

  it('refuses a business code without a toast of its own; the slot shows the message', async () => {
    const toast = vi.fn();
    setRequestEffects({ toast });
    const { xhr, result } = start();
    xhr.answer(200, { code: BUSINESS_ERRORS.pictureTooLarge.code, msg: '图片过大', data: null });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 'CB0434', message: '图片过大' });
    expect(toast).not.toHaveBeenCalled();
    expect(canRetryUpload(error)).toBe(false);
  });

  it('runs the host actions of a code as every call does (token expired → log in again)', async () => {
    const sessionExpired = vi.fn();
    setRequestEffects({ sessionExpired });
    const { xhr, result } = start();
    xhr.answer(200, { code: BUSINESS_ERRORS.tokenExpired.code, msg: '登录已过期' });
    await expect(result).rejects.toMatchObject({ kind: 'business' });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an HTML gateway page', 502, '<html>bad gateway</html>', 'parse'],
    ['an envelope on an error status', 400, { code: '400', msg: '请求参数错误' }, 'http'],
    [
      'a success of the wrong shape',
      200,
      { code: '0000', msg: '', data: { pictureId: 'x' } },
      'parse',
    ],
  ])('%s is an ApiError', async (_what, status, body, kind) => {
    const { xhr, result } = start();
    xhr.answer(status, body);
    await expect(result).rejects.toMatchObject({ kind });
  });

  it.each([
    ['onerror', 'network', true],
    ['ontimeout', 'timeout', true],
  ] as const)('%s → %s, which the slot may send again', async (event, kind, retry) => {
    const { xhr, result } = start();
    xhr.progress(100, 1000);
    xhr.fire(event);
    const error = await result.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind });
    expect(canRetryUpload(error)).toBe(retry);
  });

  it('aborts with the caller’s signal (a page left), before or during the upload', async () => {
    const during = new AbortController();
    const running = start({ signal: during.signal });
    during.abort();
    await expect(running.result).rejects.toMatchObject({ kind: 'abort' });
    expect(running.xhr.aborted).toBe(true);

    const before = new AbortController();
    before.abort();
    const never = start({ signal: before.signal });
    await expect(never.result).rejects.toMatchObject({ kind: 'abort' });
    expect(never.xhr.body).toBeUndefined();
  });
});
