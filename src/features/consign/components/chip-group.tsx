import styles from '../consign.module.css';

interface Props<K extends string | number> {
  label: string;
  options: ReadonlyArray<{ key: K; text: string }>;
  value: K | undefined;
  onChange: (key: K) => void;
}

/** One choice among a few, as a row of toggle buttons (no Picker: route budget). */
export function ChipGroup<K extends string | number>({
  label,
  options,
  value,
  onChange,
}: Props<K>) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.chip}
          aria-pressed={option.key === value}
          onClick={() => onChange(option.key)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
