import { recordType, type RecordType } from '../../../shared/contracts/fund-records';
import { monthLabel, RECORD_TYPE_NAMES } from '../record-format';
import type { RecordFilter } from '../api/get-records';
import styles from '../records.module.css';

interface Props {
  filter: RecordFilter;
  /** The months offered, newest first (yyyy-MM). */
  months: readonly string[];
  onChange: (filter: RecordFilter) => void;
}

const ALL = '';

/**
 * The type and month filters of /financialDetails: native selects, the phone's
 * own picker (antd-mobile's Picker brings react-spring and gestures; the route
 * budget has no room for them).
 */
export function RecordFilters({ filter, months, onChange }: Props) {
  const offered =
    filter.month && !months.includes(filter.month) ? [filter.month, ...months] : months;
  return (
    <div className={styles.filters}>
      <label className={styles.field}>
        类型
        <select
          className={styles.select}
          value={filter.type ?? ALL}
          onChange={(event) => {
            const parsed = recordType.safeParse(event.target.value);
            onChange({ ...filter, type: parsed.success ? parsed.data : null });
          }}
        >
          <option value={ALL}>全部类型</option>
          {recordType.options.map((type: RecordType) => (
            <option key={type} value={type}>
              {RECORD_TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        月份
        <select
          className={styles.select}
          value={filter.month ?? ALL}
          onChange={(event) => onChange({ ...filter, month: event.target.value || null })}
        >
          <option value={ALL}>全部月份</option>
          {offered.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
