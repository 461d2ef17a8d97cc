import type { OrderAction, OrderState } from '../../../../server/consignment/state-machine';

/** Issue 18's allowed transitions, by hand (not read from TRANSITIONS): a change of the table shows. */
export const DIRECT_ALLOWED: ReadonlyArray<[OrderState, OrderAction, OrderState]> = [
  ['received', 'askReturn', 'returning'],
  ['inspected', 'confirmReserve', 'inspected'],
  ['inspected', 'changeReserve', 'inspected'],
  ['inspected', 'askRecheck', 'rechecking'],
  ['inspected', 'askReturn', 'returning'],
  ['listed', 'changeReserve', 'listed'],
  ['listed', 'updateShelfPrice', 'listed'],
  ['listed', 'askReturn', 'returning'],
  ['rechecking', 'answerRecheck', 'inspected'],
  ['rechecking', 'askReturn', 'returning'],
  ['returning', 'payReturnFee', 'returned'],
];

export const DIRECT_ACTIONS: readonly OrderAction[] = [
  'confirmReserve',
  'changeReserve',
  'updateShelfPrice',
  'askRecheck',
  'answerRecheck',
  'askReturn',
  'payReturnFee',
];
