import styles from '../release.module.css';

interface Props {
  durations: ReadonlyArray<{ hours: number; label: string }>;
  value: number | null;
  onChange: (hours: number) => void;
}

/** 拍卖时长: the lengths app/option offers, one pressed (a row of buttons, no picker: route budget). */
export function DurationSection({ durations, value, onChange }: Props) {
  return (
    <section className={styles.card} aria-label="拍卖时长">
      <div className={styles.cardTitle}>拍卖时长</div>
      <div className={styles.row} role="group" aria-label="拍卖时长">
        {durations.map((option) => (
          <button
            key={option.hours}
            type="button"
            className={styles.choice}
            aria-pressed={value === option.hours}
            onClick={() => onChange(option.hours)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </section>
  );
}
