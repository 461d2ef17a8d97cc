import { describe, expect, it } from 'vitest';
import {
  isFinal,
  nextStatus,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
  type PaymentEvent,
  type PaymentStatus,
} from '../../../../server/payments/state-machine';
import {
  AMOUNT_MESSAGES,
  amountCents,
  checkAmount,
  MONEY_LIMITS,
  withdrawFeeCents,
} from '../../../../src/shared/money-rules';

// Every (status, event) pair of the payment state machine, allowed or refused.
const TABLE: Array<[PaymentStatus, PaymentEvent, PaymentStatus | null]> = [
  ['PENDING', 'BANK_SUCCESS', 'SUCCESS'],
  ['PENDING', 'BANK_FAILED', 'FAILED'],
  ['PENDING', 'CANCEL', 'CANCELLED'],
  ['SUCCESS', 'BANK_SUCCESS', null],
  ['SUCCESS', 'BANK_FAILED', null],
  ['SUCCESS', 'CANCEL', null],
  ['FAILED', 'BANK_SUCCESS', null],
  ['FAILED', 'BANK_FAILED', null],
  ['FAILED', 'CANCEL', null],
  ['CANCELLED', 'BANK_SUCCESS', null],
  ['CANCELLED', 'BANK_FAILED', null],
  ['CANCELLED', 'CANCEL', null],
];

describe('payment state machine', () => {
  it('the table has every pair once', () => {
    const pairs = new Set(TABLE.map(([status, event]) => `${status}/${event}`));
    expect(pairs.size).toBe(PAYMENT_STATUSES.length * PAYMENT_EVENTS.length);
  });

  it.each(TABLE)('%s + %s → %s', (status, event, next) => {
    expect(nextStatus(status, event)).toBe(next);
  });

  it('only PENDING is not final', () => {
    expect(PAYMENT_STATUSES.filter((status) => !isFinal(status))).toEqual(['PENDING']);
  });
});

describe('amount rules', () => {
  it.each([
    [1, true],
    [100, true],
    [MONEY_LIMITS.maxPaymentCents, true],
    [MONEY_LIMITS.maxPaymentCents + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    ['100', false],
    [null, false],
  ])('amountCents %j valid: %s', (value, valid) => {
    expect(amountCents().safeParse(value).success).toBe(valid);
  });

  it('explains a refusal in Chinese', () => {
    const issue = (value: unknown) => amountCents().safeParse(value).error?.issues[0]?.message;
    expect(issue(0)).toBe(AMOUNT_MESSAGES.notPositive);
    expect(issue(1.5)).toBe(AMOUNT_MESSAGES.notInteger);
    expect(issue(MONEY_LIMITS.maxPaymentCents + 1)).toBe(AMOUNT_MESSAGES.tooLarge);
  });

  it.each([
    [500, { kind: 'topUp', dailyRemainingCents: 500 }, null],
    [501, { kind: 'topUp', dailyRemainingCents: 500 }, AMOUNT_MESSAGES.overDaily],
    [2_000, { kind: 'spend', availableCents: 2_000 }, null],
    [2_001, { kind: 'spend', availableCents: 2_000 }, AMOUNT_MESSAGES.overBalance],
    [999, { kind: 'withdraw', availableCents: 5_000 }, AMOUNT_MESSAGES.belowMinWithdraw],
    [1_000, { kind: 'withdraw', availableCents: 5_000 }, null],
    [6_000, { kind: 'withdraw', availableCents: 5_000 }, AMOUNT_MESSAGES.overBalance],
    [0, { kind: 'spend', availableCents: 5_000 }, AMOUNT_MESSAGES.notPositive],
  ] as const)('checkAmount(%j, %j) → %s', (amount, scene, msg) => {
    const checked = checkAmount(amount, scene);
    expect(checked.ok ? null : checked.msg).toBe(msg);
  });

  it.each([
    [1_000, 100],
    [100_000, 100],
    [100_001, 101],
    [2_000_000, 2_000],
    [10_000_000, 5_000],
  ])('withdrawal fee of %i cents is %i', (amount, fee) => {
    expect(withdrawFeeCents(amount)).toBe(fee);
  });
});
