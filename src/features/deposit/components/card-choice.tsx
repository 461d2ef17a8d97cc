import type * as z from 'zod/mini';
import type { paymentChannel } from '../../../shared/contracts/margin-topup';
import styles from '../deposit.module.css';

type Channel = z.infer<typeof paymentChannel>;

/** The transfer-in cards a payment may use, as radio buttons (card numbers come masked). */
export function CardChoice({
  channels,
  cardId,
  onChange,
}: {
  channels: readonly Channel[];
  cardId: number | undefined;
  onChange: (cardId: number) => void;
}) {
  return (
    <div role="radiogroup" aria-label="付款银行卡">
      {channels.map((channel) => (
        <label key={channel.cardId} className={styles.choice}>
          <input
            type="radio"
            name="card"
            checked={channel.cardId === cardId}
            onChange={() => onChange(channel.cardId)}
          />
          {channel.bankName} {channel.cardNoMasked}
          {channel.isDefault && <span className={styles.hint}>默认</span>}
        </label>
      ))}
    </div>
  );
}
