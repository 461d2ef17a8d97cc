import { BUSINESS_ERRORS } from '../../src/shared/codes';
import type { Envelope } from '../../src/shared/envelope';
import { fail, type Failure } from './failure';

/** What the kit sends for a call: the status, the envelope and any extra headers. */
export interface Answer {
  status: number;
  body: Envelope<unknown>;
  headers?: Readonly<Record<string, string>>;
}

export function failed(failure: Failure, status = 200): Answer {
  return { status, body: { code: failure.code, msg: failure.msg, data: failure.data } };
}

/** HTTP 400 `请求参数错误：<field>: <issue>`. */
export function badInput(detail: string): Answer {
  const msg = `${BUSINESS_ERRORS.badInput.msg}：${detail}`;
  return failed(fail({ code: BUSINESS_ERRORS.badInput.code, msg }), 400);
}
