import styles from '../rules.module.css';

interface Props {
  /** What the row picks (旧版 / 新版): the group's accessible name and its visible label. */
  label: string;
  versions: readonly number[];
  value: number;
  onChange: (version: number) => void;
}

/**
 * One version among an article's versions, as a row of toggle buttons: antd-mobile's
 * Selector brought its Grid, Space and ConfigProvider to the page's cold start (issue 13
 * route budget), for what a few buttons with aria-pressed do.
 */
export function VersionPicker({ label, versions, value, onChange }: Props) {
  return (
    <div className={styles.compareBar}>
      <span>{label}</span>
      <div className={styles.chips} role="group" aria-label={label}>
        {versions.map((version) => (
          <button
            key={version}
            type="button"
            className={styles.chip}
            aria-pressed={version === value}
            onClick={() => onChange(version)}
          >
            第 {version} 版
          </button>
        ))}
      </div>
    </div>
  );
}
