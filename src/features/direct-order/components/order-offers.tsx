import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import type { OrderOffer } from '../order-actions';
import styles from '../direct-order.module.css';

interface Props {
  offers: readonly OrderOffer[];
  onCancel: () => void;
  /** Offline a cancel cannot be sent (it is not queued): the button says why instead. */
  online: boolean;
}

/** The buttons of one order: 取消订单 opens the confirm sheet, the others are links. */
export function OrderOffers({ offers, onCancel, online }: Props) {
  const navigate = useNavigate();
  if (offers.length === 0) return null;
  return (
    <div className={styles.actions}>
      {offers.map((offer) =>
        offer.kind === 'cancel' ? (
          <Button key="cancel" size="small" disabled={!online} onClick={onCancel}>
            {online ? offer.label : '离线时不能取消'}
          </Button>
        ) : (
          <button
            key={offer.to}
            type="button"
            className={styles.link}
            onClick={() => void navigate(offer.to)}
          >
            {offer.label}
          </button>
        ),
      )}
    </div>
  );
}
