import { ApiError } from '../../../api/api-error';
import { actionsForCode } from '../../../api/codes';
import { buildHeaders } from '../../../api/headers';
import { REQUEST_MESSAGES } from '../../../api/messages';
import { runCodeActions } from '../../../api/request-effects';
import { parseJsonText } from '../../../api/response-body';
import { SUCCESS_CODE, toEnvelope } from '../../../shared/envelope';
import { pictureUpload, storedPicture } from '../../../shared/contracts/seller-picture';
import type * as z from 'zod/mini';

export type StoredPicture = z.infer<typeof storedPicture>;

/**
 * A photo's upload can take far longer than the 10 s of a JSON call: 2 MB at a
 * phone's 750 kbps uplink is ~22 s. The progress bar shows it is alive.
 */
export const UPLOAD_TIMEOUT_MS = 90_000;

/** The part of XMLHttpRequest the uploader uses (a fake one in tests). */
export type UploadXhr = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'timeout'
  | 'onload'
  | 'onerror'
  | 'ontimeout'
  | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export interface UploadOptions {
  /** One key per chosen photo: a retry of the same photo is stored once. */
  idempotencyKey: string;
  /** 0–1 as the bytes leave the phone. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  createXhr?: () => UploadXhr;
}

/** Sent bytes → a fraction in 0–1; the blob's size when the browser cannot tell the total. */
export function progressFraction(
  event: { loaded: number; total: number; lengthComputable: boolean },
  size: number,
): number {
  const total = event.lengthComputable && event.total > 0 ? event.total : size;
  if (!(total > 0) || !Number.isFinite(event.loaded)) return 0;
  return Math.min(1, Math.max(0, event.loaded / total));
}

/** The server's answer → the stored picture, or the ApiError the request layer would make. */
export function readUploadAnswer(status: number, text: string): StoredPicture | ApiError {
  const body = parseJsonText(text);
  const envelope = toEnvelope(body);
  if (envelope && envelope.code !== SUCCESS_CODE) {
    // Host actions (token expired, 8888, 507) as for every call; the photo slot shows the message.
    runCodeActions(actionsForCode(envelope.code, envelope.msg, { noToast: true }));
    const kind = status >= 200 && status < 300 ? 'business' : 'http';
    return new ApiError(envelope.msg || REQUEST_MESSAGES.business, kind, {
      code: envelope.code,
      status,
      data: envelope.data,
    });
  }
  if (status < 200 || status >= 300 || !envelope) {
    return new ApiError(REQUEST_MESSAGES.http(status), envelope ? 'http' : 'parse', { status });
  }
  const data = storedPicture.safeParse(envelope.data);
  return data.success
    ? data.data
    : new ApiError(REQUEST_MESSAGES.parse, 'parse', { status, data: envelope.data });
}

/**
 * POST of one JPEG as the raw body (src/shared/contracts/seller-picture.ts):
 * not a JSON call, so not `call()`, but with the same headers (token, channel,
 * version) and the same code handling; XMLHttpRequest because fetch reports no
 * upload progress.
 */
export function uploadPicture(jpeg: Blob, options: UploadOptions): Promise<StoredPicture> {
  const xhr = options.createXhr?.() ?? new XMLHttpRequest();
  return new Promise<StoredPicture>((resolve, reject) => {
    const fail = (error: ApiError) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const onAbort = () => xhr.abort();
    xhr.open(pictureUpload.method, pictureUpload.path);
    const headers = buildHeaders(false, { 'Idempotency-Key': options.idempotencyKey });
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'image/jpeg');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => options.onProgress?.(progressFraction(event, jpeg.size));
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', onAbort);
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (answer instanceof ApiError) reject(answer);
      else {
        options.onProgress?.(1);
        resolve(answer);
      }
    };
    xhr.onerror = () => fail(new ApiError('Network Error', 'network'));
    xhr.ontimeout = () => fail(new ApiError('Request Timeout', 'timeout'));
    xhr.onabort = () => fail(new ApiError('Request Aborted', 'abort'));
    if (options.signal?.aborted) {
      fail(new ApiError('Request Aborted', 'abort'));
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(jpeg);
  });
}
