import type * as z from 'zod/mini';
import { SUCCESS_CODE } from '../shared/codes';
import type { DataOf, Endpoint, InputOf, KeyRequired } from '../shared/contract';
import { envelopeOf, type Envelope } from '../shared/envelope';
import { ApiError } from './api-error';
import { describeIssues } from './describe-issues';
import { REQUEST_MESSAGES } from './messages';
import { request, type RequestOptions } from './request';
import { getRequestEffects } from './request-effects';

/** What a screen may add to one call; everything else comes from the endpoint contract. */
export interface CallOptions {
  /** Cancels the call (react-query passes its own): rejects with kind 'abort', no toast. */
  signal?: AbortSignal;
  /** The screen shows its own error UI (spec 000 §7); the endpoint may say so too. */
  noToast?: boolean;
  /** spec 000 §9: 10 s unless the call says otherwise. */
  timeoutMs?: number;
}

/**
 * The `Idempotency-Key` of the user action, typed by the contract: required for
 * `idempotency: 'required'`, allowed for 'optional', refused for the others.
 * Screens never pass it: the change helper (src/api/query/define-change.ts)
 * makes one per user action and keeps it with the mutation's variables.
 */
export type KeyOption<E extends Endpoint> =
  KeyRequired<E> extends true
    ? { key: string }
    : E['idempotency'] extends undefined
      ? { key?: never }
      : { key?: string };

/** `call`'s options: present (with the key) for a 'required' contract, else optional. */
export type CallArgs<E extends Endpoint> =
  KeyRequired<E> extends true
    ? [options: CallOptions & KeyOption<E>]
    : [options?: CallOptions & KeyOption<E>];

interface SendOptions extends CallOptions {
  key?: string;
}

/** A raw call's answer: the success envelope with checked data, or any other code as sent. */
export type RawAnswer<E extends Endpoint> =
  // envelopeOf lets a success envelope leave `data` out, hence `| undefined`.
  (Envelope<DataOf<E> | undefined> & { ok: true }) | (Envelope<unknown> & { ok: false });

function parseError(endpoint: Endpoint, what: string, error: z.core.$ZodError, data: unknown) {
  return new ApiError(
    `${what} ${endpoint.method} ${endpoint.path}: ${describeIssues(error)}`,
    'parse',
    { data },
  );
}

// The input is checked before anything is sent: a wrong input is the app's own
// bug, so it is thrown to the developer, not toasted to the user.
function checkedInput(endpoint: Endpoint, input: unknown): Record<string, unknown> {
  const result = endpoint.input.safeParse(input);
  if (!result.success) throw parseError(endpoint, 'Invalid input for', result.error, input);
  return result.data as Record<string, unknown>;
}

// The key goes out only for a contract that declares idempotency; a 'required'
// one without a key is the app's own bug (the server would refuse it anyway).
function keyHeaders(endpoint: Endpoint, key: string | undefined) {
  if (endpoint.idempotency === 'required' && !key) {
    throw new ApiError(`${endpoint.path} needs an Idempotency-Key`, 'parse', {});
  }
  return endpoint.idempotency && key ? { 'Idempotency-Key': key } : undefined;
}

function requestOf(endpoint: Endpoint, input: unknown, options: SendOptions) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    data: checkedInput(endpoint, input),
    sign: endpoint.sign,
    encrypt: endpoint.encrypt,
    noToast: options.noToast ?? endpoint.noToast,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    headers: keyHeaders(endpoint, options.key),
  } satisfies RequestOptions;
}

/**
 * One business call through its contract (src/shared/contracts): GET sends the
 * input as the query, other methods as the JSON body; signing, AES fields and
 * the Idempotency-Key header come from the endpoint; the answer's `data` is
 * checked against `endpoint.data` (a wrong shape is an ApiError of kind
 * 'parse', toasted like an unreadable answer).
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  ...options: CallArgs<E>
): Promise<DataOf<E>>;
export async function call(
  endpoint: Endpoint,
  input: unknown,
  options: SendOptions = {},
): Promise<unknown> {
  const sent = requestOf(endpoint, input, options);
  const data = await request<unknown>(sent);
  const result = endpoint.data.safeParse(data);
  if (result.success) return result.data;
  if (!sent.noToast) getRequestEffects().toast(REQUEST_MESSAGES.parse);
  throw parseError(endpoint, 'Unexpected answer from', result.error, data);
}

/**
 * spec 000 §7 (e.g. /add/margin/before/valid): the whole envelope, whatever its
 * code, with no toast or host action for the code. A success envelope is checked
 * with `envelopeOf(endpoint.data)`; another code comes back as sent (its data is
 * the server's details, not the endpoint's data).
 */
export function callRaw<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  ...options: CallArgs<E>
): Promise<RawAnswer<E>>;
export async function callRaw(
  endpoint: Endpoint,
  input: unknown,
  options: SendOptions = {},
): Promise<RawAnswer<Endpoint>> {
  const sent = { ...requestOf(endpoint, input, options), raw: true };
  const envelope = await request<Envelope>(sent);
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, ok: false };
  const result = envelopeOf(endpoint.data).safeParse(envelope);
  if (result.success) {
    const { code, msg, data } = result.data;
    return { code, msg, data, ok: true };
  }
  if (!sent.noToast) getRequestEffects().toast(REQUEST_MESSAGES.parse);
  throw parseError(endpoint, 'Unexpected answer from', result.error, envelope);
}
