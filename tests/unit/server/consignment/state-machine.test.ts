import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STATES,
  transition,
  type OrderAction,
  type OrderState,
} from '../../../../server/consignment/state-machine';
import { DIRECT_ALLOWED } from '../direct/direct-transitions';

// Every allowed transition, written out by hand (not read from TRANSITIONS), so
// that a change of the table shows here.
const ALLOWED: ReadonlyArray<[OrderState, OrderAction, OrderState]> = [
  // Issue 18's rows (tests/unit/server/direct/state-machine.test.ts).
  ...DIRECT_ALLOWED,
  ['created', 'addItem', 'created'],
  ['created', 'ship', 'shipped'],
  ['created', 'cancel', 'cancelled'],
  ['shipped', 'updateExpress', 'shipped'],
  ['shipped', 'receive', 'received'],
  ['received', 'inspect', 'inspected'],
  ['received', 'return', 'returned'],
  ['inspected', 'saveDraft', 'inspected'],
  ['inspected', 'savePublish', 'inspected'],
  ['inspected', 'publish', 'listed'],
  ['inspected', 'return', 'returned'],
  ['listed', 'publish', 'listed'],
  ['listed', 'sell', 'sold'],
  ['listed', 'return', 'returned'],
];

const allowedKey = new Set(ALLOWED.map(([from, action]) => `${from} ${action}`));
const REFUSED: Array<[OrderState, OrderAction]> = ORDER_STATES.flatMap((from) =>
  ORDER_ACTIONS.filter((action) => !allowedKey.has(`${from} ${action}`)).map(
    (action): [OrderState, OrderAction] => [from, action],
  ),
);

describe('consignment state machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, from, to });
  });

  it.each(REFUSED)('%s refuses %s, naming the state', (from, action) => {
    const result = transition(from, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^订单当前状态为「.+」，不能.+$/);
  });

  it('covers every state × action pair once', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(ORDER_STATES.length * ORDER_ACTIONS.length);
  });

  it('ends in sold, cancelled and returned', () => {
    for (const end of ['sold', 'cancelled', 'returned'] as const) {
      expect(ORDER_ACTIONS.filter((action) => transition(end, action).ok)).toEqual([]);
    }
  });

  it('says the state in Chinese', () => {
    expect(transition('shipped', 'cancel')).toEqual({
      ok: false,
      from: 'shipped',
      message: '订单当前状态为「运输中」，不能取消订单',
    });
  });
});
