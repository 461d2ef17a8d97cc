import { useIsOnline } from '../../../api/query/use-online';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import type { PriceAction } from '../api/price-changes';
import type { DirectGoods } from '../goods-params';
import type { ReturnFees } from './fee-pay';
import styles from '../direct-goods.module.css';

export type DetailSheet =
  | { kind: 'price'; action: PriceAction }
  | { kind: 'recheck' }
  | { kind: 'return'; fees: ReturnFees | null };

const PRICE_ACTIONS: readonly PriceAction[] = [
  'confirmReserve',
  'changeReserve',
  'updateShelfPrice',
];

/** The fees an item waiting for its return fee owes: the service fee and the parcel's unpaid one. */
export function feesOf(item: DirectGoods): ReturnFees | null {
  const fee = item.returnFee;
  if (!fee || fee.paidAt !== null) return null;
  return {
    serviceFeeCents: fee.serviceFeeCents,
    logisticsFeeCents: fee.logisticsFeeCents,
    totalCents: fee.serviceFeeCents + fee.logisticsFeeCents,
  };
}

/**
 * The actions the item's state allows (the server's `actions`, so a button
 * never offers what the state machine would refuse); each opens its sheet.
 */
export function GoodsActions({
  item,
  onOpen,
}: {
  item: DirectGoods;
  onOpen: (sheet: DetailSheet) => void;
}) {
  const online = useIsOnline();
  const allowed = new Map(item.actions.map((entry) => [entry.action, entry.label]));
  const owed = feesOf(item);
  const buttons = [
    ...PRICE_ACTIONS.filter((action) => allowed.has(action)).map((action) => ({
      label: allowed.get(action) ?? action,
      open: { kind: 'price', action } as DetailSheet,
    })),
    ...(allowed.has('askRecheck')
      ? [{ label: allowed.get('askRecheck') ?? '', open: { kind: 'recheck' } as DetailSheet }]
      : []),
    ...(allowed.has('askReturn')
      ? [
          {
            label: allowed.get('askReturn') ?? '',
            open: { kind: 'return', fees: null } as DetailSheet,
          },
        ]
      : []),
    ...(allowed.has('payReturnFee') && owed
      ? [
          {
            label: allowed.get('payReturnFee') ?? '',
            open: { kind: 'return', fees: owed } as DetailSheet,
          },
        ]
      : []),
  ];
  if (buttons.length === 0) return null;
  return (
    <div className={styles.actions}>
      {!online && <PendingSyncNotice text="当前离线，修改不会在离线时提交，请联网后再试" />}
      {buttons.map((button, index) => (
        <Button
          key={button.label}
          block
          size="large"
          look={index === 0 ? 'primary' : 'default'}
          disabled={!online}
          onClick={() => onOpen(button.open)}
        >
          {button.label}
        </Button>
      ))}
    </div>
  );
}
