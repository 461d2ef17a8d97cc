import { formatMoney } from '../../lib/format';
import { unitsToText } from '../../lib/decimal';
import type { RecordType } from '../../shared/contracts/fund-records';

// What a record shows: its type in words, its money and its China time.

/** The record types as a person reads them (the statement file uses the same words). */
export const RECORD_TYPE_NAMES: Readonly<Record<RecordType, string>> = {
  RECHARGE: '充值',
  WITHDRAW: '提现',
  FEE: '手续费',
  TRANSFER_IN: '转入',
  TRANSFER_OUT: '转出',
  PAY_SELLER: '付款给卖家',
  SELLER_INCOME: '货款收入',
  ORDER_PAY: '订单支付',
  REFUND: '退回',
};

/** Integer cents → "1,234.50" (exact: the cents are never divided as a float). */
export function moneyOfCents(cents: number): string {
  return formatMoney(unitsToText(BigInt(cents), 2));
}

/** A record's signed amount: "+1,234.50" in, "-1,234.50" out. */
export function signedMoney(cents: number): string {
  return cents > 0 ? `+${moneyOfCents(cents)}` : moneyOfCents(cents);
}

// The records' months and days are China time (the contract's yyyy-MM), whatever the phone's zone.
const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function chinaParts(ms: number) {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

/** Epoch ms → yyyy-MM-dd in China time. */
export function chinaDay(ms: number): string {
  const p = chinaParts(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** Epoch ms → yyyy-MM-dd HH:mm in China time. */
export function chinaDateTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${chinaDay(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
