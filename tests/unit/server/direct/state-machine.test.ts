import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  ORDER_STATE_LABELS,
  transition,
  type OrderAction,
  type OrderState,
} from '../../../../server/consignment/state-machine';
import { DIRECT_ACTIONS, DIRECT_ALLOWED } from './direct-transitions';

const allowed = new Set(DIRECT_ALLOWED.map(([from, action]) => `${from} ${action}`));
const REFUSED: Array<[OrderState, OrderAction]> = ORDER_STATES.flatMap((from) =>
  DIRECT_ACTIONS.filter((action) => !allowed.has(`${from} ${action}`)).map(
    (action): [OrderState, OrderAction] => [from, action],
  ),
);

describe('state machine: issue 18 transitions', () => {
  it.each(DIRECT_ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, from, to });
  });

  it.each(REFUSED)('%s refuses %s, naming the state', (from, action) => {
    const step = transition(from, action);
    expect(step.ok).toBe(false);
    if (!step.ok) expect(step.message).toContain(`「${ORDER_STATE_LABELS[from]}」`);
  });

  it('the new states leave only by their own actions', () => {
    const ways = (state: OrderState) =>
      DIRECT_ALLOWED.filter(([from]) => from === state).map(([, action]) => action);
    expect(ways('returning')).toEqual(['payReturnFee']);
    expect(ways('rechecking')).toEqual(['answerRecheck', 'askReturn']);
    expect(transition('returning', 'cancel').ok).toBe(false);
    expect(transition('rechecking', 'publish').ok).toBe(false);
  });
});
