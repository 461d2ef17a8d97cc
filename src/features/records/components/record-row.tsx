import { ListItem } from '../../../components/ui/list';
import type { FundRecord } from '../../../shared/contracts/fund-records';
import { RECORD_TYPE_NAMES, chinaDateTime, signedMoney } from '../record-text';
import styles from '../records.module.css';

/** One record: title and type, when (China time), the signed amount; tapping opens it. */
export function RecordRow({ record, onOpen }: { record: FundRecord; onOpen?: () => void }) {
  return (
    <ListItem
      onClick={onOpen}
      description={`${RECORD_TYPE_NAMES[record.type]} · ${chinaDateTime(record.createdAt)}`}
      extra={
        <span className={record.amountCents > 0 ? styles.in : styles.out} data-amount>
          {signedMoney(record.amountCents)}
        </span>
      }
    >
      {record.title}
    </ListItem>
  );
}
