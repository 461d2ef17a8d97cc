import styles from './tabs.module.css';

interface Tab<K extends string> {
  key: K;
  title: string;
}

interface Props<K extends string> {
  tabs: ReadonlyArray<Tab<K>>;
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
}

/**
 * A row of tabs with an underline under the active one (antd-mobile's Tabs
 * look; its sliding underline animation brings react-spring, issue 6 budget).
 * The panel is the caller's: this only chooses.
 */
export function Tabs<K extends string>({ tabs, activeKey, onChange, className }: Props<K>) {
  return (
    <div role="tablist" className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => {
              if (!active) onChange(tab.key);
            }}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
