import styles from './choice-chips.module.css';

export interface Choice {
  label: string;
  value: string;
}

interface Props {
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  columns: number;
  /** The group's accessible name. */
  label: string;
}

/**
 * One choice of a few, as a grid of chips (antd-mobile Selector's single-choice look)
 * made of plain buttons: Selector brings antd-mobile's config provider and locale
 * with it (issue 13 §6 budget). Tapping the chosen chip keeps it chosen.
 */
export function ChoiceChips({ options, value, onChange, columns, label }: Props) {
  return (
    <div
      className={styles.grid}
      role="group"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
    >
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={chosen}
            className={chosen ? `${styles.chip} ${styles.chosen}` : styles.chip}
            onClick={() => {
              if (!chosen) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
