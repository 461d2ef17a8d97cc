import { ApiError } from './api-error';
import { actionsForCode, SUCCESS_CODE } from './codes';
import { buildRequest } from './build-request';
import { errorMessageOf, parseJsonText, toEnvelope, type Envelope } from './envelope';
import { REQUEST_MESSAGES } from './messages';
import { getRequestEffects, runCodeActions, type RequestEffects } from './request-effects';
import type { RequestOptions } from './request-options';
import { userMessageOf } from './user-message';

export type { RequestOptions } from './request-options';

// spec 000 §9: request timeout 10 s.
export const REQUEST_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

/** fetch with the time limit covering the body too; transport failures become ApiErrors. */
async function transport(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch (cause) {
    if (timedOut) throw new ApiError('Request Timeout', 'timeout', { cause });
    throw new ApiError('Network Error', 'network', { cause });
  } finally {
    clearTimeout(timer);
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

/** The one HTTP client of the app (spec 000 §7, §8; interfaces.md). */
export async function request<T>(options: RequestOptions): Promise<T> {
  const effects = getRequestEffects();
  let answer: Answer;
  try {
    const { url, init } = await buildRequest(options, Date.now());
    answer = await transport(url, init, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof ApiError && !options.noToast) effects.toast(userMessageOf(error));
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
