import type { FastifyInstance } from 'fastify';
import { luhnValid } from '../../../src/shared/card-rules';
import { walletInfo } from '../../../src/shared/contracts/wallet-info';
import type { FundsCall } from './funds-client';

/** The newest bank code sent to a phone, read back like a person would (GET /__dev/sms). */
export async function lastBankCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/__dev/sms?phone=${phone}` });
  const codes = response.json<{ codes: Array<{ purpose: string; code: string }> }>().codes;
  const code = codes.find((c) => c.purpose === 'bankWallet')?.code;
  if (!code) throw new Error(`no bank code sent to ${phone}`);
  return code;
}

/** A card number of the BIN with a valid Luhn check digit. */
export function cardNumberOf(bin: string, body: string): string {
  const partial = `${bin}${body}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${partial}${digit}`)) return `${partial}${digit}`;
  }
  throw new Error('unreachable: one check digit always fits');
}

export interface WalletFigures {
  balanceCents: number;
  availableCents: number;
  frozenCents: number;
  incomingCents: number;
}

export async function walletOf(call: FundsCall): Promise<WalletFigures> {
  const { data } = await call<WalletFigures>(walletInfo, {});
  return {
    balanceCents: data.balanceCents,
    availableCents: data.availableCents,
    frozenCents: data.frozenCents,
    incomingCents: data.incomingCents,
  };
}
