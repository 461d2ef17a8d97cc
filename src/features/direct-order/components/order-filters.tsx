import { useState, type FormEvent } from 'react';
import { orderListV2 } from '../../../shared/contracts/direct-order';
import { DAY_CHOICES, daysChoiceOf, type DaysChoice } from '../order-filter';
import styles from '../direct-order.module.css';

export interface FilterChoice {
  keyword: string;
  days: DaysChoice;
}

interface Props {
  value: FilterChoice;
  onChange: (value: FilterChoice) => void;
}

const keywordRule = orderListV2.input.shape.keyword;

/** A keyword (model, order or express number) and how far back; the contract's own rule checks the keyword. */
export default function OrderFilters({ value, onChange }: Props) {
  const [keyword, setKeyword] = useState(value.keyword);
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = keywordRule.safeParse(keyword);
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? '搜索内容有误');
      return;
    }
    setMessage(null);
    onChange({ ...value, keyword: checked.data ?? '' });
  };
  return (
    <div className={styles.filters}>
      <form className={styles.searchRow} role="search" onSubmit={submit}>
        <input
          className={styles.search}
          type="search"
          aria-label="搜索订单"
          placeholder="型号 / 订单号 / 快递单号"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className={styles.link}>
          搜索
        </button>
      </form>
      {message !== null && (
        <span className={styles.refused} role="alert">
          {message}
        </span>
      )}
      <select
        className={styles.search}
        aria-label="下单时间"
        value={value.days}
        onChange={(event) => onChange({ ...value, days: daysChoiceOf(event.target.value) })}
      >
        {DAY_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
