import type * as z from 'zod/mini';
import { maskPhone } from '../../../lib/validate';
import type { sellerAddress } from '../../../shared/contracts/seller-order';
import styles from '../consign.module.css';

type Address = Pick<
  z.infer<typeof sellerAddress>,
  'name' | 'phone' | 'province' | 'city' | 'district' | 'detail'
>;

/** One postal address; the phone is masked (screens rule). */
export function AddressBlock({ address }: { address: Address }) {
  return (
    <div>
      <div>
        {address.name} {maskPhone(address.phone)}
      </div>
      <div className={styles.muted}>
        {address.province}
        {address.city}
        {address.district}
        {address.detail}
      </div>
    </div>
  );
}
