/**
 * A payment's life (spec 000 §4: started, result queried, cancelled). A payment
 * waits for the bank in PENDING; the bank settles it once (SUCCESS or FAILED) and
 * the user may cancel it only while it waits. Every other move is refused: the
 * table below is the whole machine, pure so that it is tested as a table.
 */
export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_EVENTS = ['BANK_SUCCESS', 'BANK_FAILED', 'CANCEL'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

const TRANSITIONS: Readonly<Record<PaymentStatus, Partial<Record<PaymentEvent, PaymentStatus>>>> = {
  PENDING: { BANK_SUCCESS: 'SUCCESS', BANK_FAILED: 'FAILED', CANCEL: 'CANCELLED' },
  SUCCESS: {},
  FAILED: {},
  CANCELLED: {},
};

/** The status after the event, or null when the machine refuses it. */
export function nextStatus(status: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

export function isFinal(status: PaymentStatus): boolean {
  return PAYMENT_EVENTS.every((event) => nextStatus(status, event) === null);
}
