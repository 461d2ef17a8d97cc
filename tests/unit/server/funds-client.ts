import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../../src/shared/contract';
import { verifyCode } from '../../../src/shared/contracts/margin-password';
import { checkToken } from '../../../src/shared/contracts/user';
import { sendSms } from '../../../src/shared/contracts/user-registration';
import { readSecrets } from '../../../server/config';
import type { DEMO_USERS } from '../../../server/db/seed/users-data';
import { login } from './server-fixture';
import { injectCall, wireParams } from './wire-client';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: string;
  msg: string;
  data: T;
}

let keySerial = 0;

/** A fresh Idempotency-Key, as the app makes one per user action. */
export function freshKey(): string {
  keySerial += 1;
  return `funds-test-${keySerial}-${Date.now()}`;
}

/**
 * Calls endpoints as one demo user the way the app does (AES fields, signature,
 * token, a fresh key per call unless `key` names one or is null for none).
 */
export async function fundsClient(app: FastifyInstance, role: keyof typeof DEMO_USERS) {
  const token = await login(app, role);
  // Answers are read loosely in tests; the contract walk checks their shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async function call<T = any>(
    endpoint: Endpoint,
    input: Record<string, unknown>,
    options: { key?: string | null } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { token };
    const key =
      options.key === undefined ? (endpoint.idempotency ? freshKey() : null) : options.key;
    if (key !== null) headers['idempotency-key'] = key;
    const params = wireParams(endpoint, input, readSecrets(), Date.now());
    const response = await app.inject(injectCall(endpoint, params, headers));
    const body = response.json<{ code: string; msg: string; data: T }>();
    return { status: response.statusCode, ...body };
  };
}

export type FundsCall = Awaited<ReturnType<typeof fundsClient>>;

export async function settle(app: FastifyInstance, payNo: string, result: 'SUCCESS' | 'FAILED') {
  const response = await app.inject({
    method: 'POST',
    url: '/__dev/bank/settle',
    payload: { payNo, result },
  });
  return response.json<{ settled: boolean; status: string | null }>();
}

export async function ledgerProblems(app: FastifyInstance): Promise<string[]> {
  return (await app.inject({ method: 'GET', url: '/__dev/ledger/audit' })).json<{
    problems: string[];
  }>().problems;
}

export async function bankState(app: FastifyInstance) {
  return (await app.inject({ method: 'GET', url: '/__dev/bank' })).json<{
    settleMs: number;
    waiting: number;
  }>();
}

/** A margin-password ticket of the caller: the SMS code to their own phone, then verify/code. */
export async function ticketOf(
  app: FastifyInstance,
  call: FundsCall,
  phone?: string,
): Promise<string> {
  const sent = await call(sendSms, {
    phone: phone ?? (await ownPhone(call)),
    purpose: 'marginPassword',
  });
  if (sent.code !== '0000') throw new Error(`sendmsg: ${sent.code} ${sent.msg}`);
  const { codes } = (await app.inject({ method: 'GET', url: '/__dev/sms' })).json<{
    codes: Array<{ phone: string; purpose: string; code: string }>;
  }>();
  const code = codes.find((c) => c.purpose === 'marginPassword')?.code;
  const verified = await call(verifyCode, { code, purpose: 'marginPassword' });
  if (verified.code !== '0000') throw new Error(`verify/code: ${verified.code} ${verified.msg}`);
  return verified.data.ticket as string;
}

async function ownPhone(call: FundsCall): Promise<string> {
  return (await call(checkToken, {})).data.phone as string;
}
