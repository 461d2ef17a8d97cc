import { expect } from 'vitest';
import { readSecrets } from '../../server/config';
import { aesEncrypt } from '../../src/shared/cipher';
import { getMargin } from '../../src/shared/contracts/margin';
import { registerByCode, sendSms } from '../../src/shared/contracts/user-registration';
import { walletInfo } from '../../src/shared/contracts/wallet-info';
import { signParams } from '../../src/shared/sign';
import { baseUrl, devApi } from './harness';

// The reference server's own view of a user's money, through the business API
// with the user's token: what the wallet screens must agree with.

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      channelId: '700000',
      login_type: 'app',
      ...(token ? { token } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe('0000');
  return envelope.data;
}

export interface Money {
  walletAvailable: number;
  walletFrozen: number;
  marginAvailable: number;
}

export async function moneyOf(token: string): Promise<Money> {
  const wallet = await post<{ availableCents: number; frozenCents: number }>(
    walletInfo.path,
    {},
    token,
  );
  const margin = await post<{ availableCents: number }>(getMargin.path, {}, token);
  return {
    walletAvailable: wallet.availableCents,
    walletFrozen: wallet.frozenCents,
    marginAvailable: margin.availableCents,
  };
}

/** The newest SMS code the reference server issued (to a phone) for a purpose. */
export async function smsCodeOf(phone: string | null, purpose: string): Promise<string> {
  const answer = await devApi<{ codes: Array<{ code: string; purpose: string }> }>(
    'GET',
    phone === null ? '/__dev/sms' : `/__dev/sms?phone=${phone}`,
  );
  const code = answer.codes.find((row) => row.purpose === purpose)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** A visitor registered with the platform's SMS code (no wallet yet): their token. */
export async function registerFreshUser(phone: string): Promise<string> {
  const secrets = readSecrets();
  const smsParams = { phone, purpose: 'register' };
  const sentAt = Date.now();
  await post(sendSms.path, {
    ...smsParams,
    timestamp: sentAt,
    sign: signParams(smsParams, sentAt, secrets.signSecrets.user),
  });
  const code = await smsCodeOf(phone, 'register');
  const params = { phone, code, password: aesEncrypt('Secret123', secrets.testTokenAesKey) };
  const at = Date.now();
  const answer = await post<{ token: string }>(registerByCode.path, {
    ...params,
    timestamp: at,
    sign: signParams(params, at, secrets.signSecrets.bidder),
  });
  return answer.token;
}
