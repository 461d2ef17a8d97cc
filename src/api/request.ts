import { SUCCESS_CODE } from '../shared/codes';
import { toEnvelope, type Envelope } from '../shared/envelope';
import { ApiError } from './api-error';
import { actionsForCode } from './codes';
import { buildRequest } from './build-request';
import { REQUEST_MESSAGES } from './messages';
import { getRequestEffects, runCodeActions, type RequestEffects } from './request-effects';
import type { RequestOptions } from './request-options';
import { errorMessageOf, parseJsonText } from './response-body';
import { userMessageOf } from './user-message';

export type { RequestOptions } from './request-options';

// spec 000 §9: request timeout 10 s.
export const REQUEST_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

function abortError(cause?: unknown): ApiError {
  return new ApiError('Request Aborted', 'abort', { cause });
}

/**
 * fetch with the time limit covering the body too; transport failures become
 * ApiErrors. The caller's signal (a screen left, a query replaced) aborts the
 * same fetch as the timer, and is told apart so it is never reported as a
 * network failure.
 */
async function transport(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  if (signal?.aborted) throw abortError(signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch (cause) {
    if (signal?.aborted) throw abortError(cause);
    if (timedOut) throw new ApiError('Request Timeout', 'timeout', { cause });
    throw new ApiError('Network Error', 'network', { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * A non-2xx answer. A platform envelope in it goes through the code table
 * (so 8888 or a silent code behaves the same whatever the status); any other
 * body with a message toasts that message (spec 000 §8); else a generic one.
 */
function httpError(answer: Answer, options: RequestOptions, effects: RequestEffects): ApiError {
  const body = parseJsonText(answer.text);
  const envelope = toEnvelope(body);
  if (envelope && envelope.code !== SUCCESS_CODE) {
    runCodeActions(actionsForCode(envelope.code, envelope.msg, options), effects);
    const message = envelope.msg || REQUEST_MESSAGES.http(answer.status);
    return new ApiError(message, 'http', {
      status: answer.status,
      code: envelope.code,
      data: body,
    });
  }
  const message = errorMessageOf(body) ?? REQUEST_MESSAGES.http(answer.status);
  if (!options.noToast) effects.toast(message);
  return new ApiError(message, 'http', { status: answer.status, data: body });
}

/**
 * The one HTTP client of the app (spec 000 §7, §8). Screens use `call(endpoint,
 * input)` (call.ts) on top of it, never this directly.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const effects = getRequestEffects();
  let answer: Answer;
  try {
    const { url, init } = await buildRequest(options, Date.now());
    answer = await transport(url, init, options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  } catch (error) {
    // A cancelled call was wanted by the app itself: nothing to tell the user.
    const tell = error instanceof ApiError && error.kind !== 'abort' && !options.noToast;
    if (tell) effects.toast(userMessageOf(error));
    throw error;
  }
  if (!answer.ok) throw httpError(answer, options, effects);

  const envelope: Envelope | null = toEnvelope(parseJsonText(answer.text));
  if (!envelope) {
    if (!options.noToast) effects.toast(REQUEST_MESSAGES.parse);
    throw new ApiError(`Unreadable response from ${options.url}`, 'parse', {
      status: answer.status,
      data: answer.text.slice(0, 200),
    });
  }
  if (options.raw) return envelope as T;
  if (envelope.code === SUCCESS_CODE) return envelope.data as T;

  runCodeActions(actionsForCode(envelope.code, envelope.msg, options), effects);
  throw new ApiError(envelope.msg || REQUEST_MESSAGES.business, 'business', {
    code: envelope.code,
    status: answer.status,
    data: envelope.data,
  });
}
