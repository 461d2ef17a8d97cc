import { useState } from 'react';
import { recordType, type RecordType } from '../../../shared/contracts/fund-records';
import { monthLabel, recentMonths } from '../china-months';
import { RECORD_TYPE_NAMES } from '../record-text';
import type { RecordFilter } from '../api/get-wallet-records';
import styles from '../records.module.css';

interface Props {
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
}

// Records go back six months in the seed; a year of months covers a wallet's recent life.
const MONTHS_OFFERED = 12;

const ALL = '';

/**
 * The type and month filters of /financialDetails: native selects, the phone's
 * own picker (antd-mobile's Picker brings react-spring and gestures; the route
 * budget has no room for them).
 */
export default function RecordFilters({ filter, onChange }: Props) {
  // The months offered end at today's (read once: a kept page keeps its list).
  const [months] = useState(() => recentMonths(Date.now(), MONTHS_OFFERED));
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
