import styles from './TabBar.module.css';

export interface Tab<K extends string | number> {
  key: K;
  label: string;
}

interface Props<K extends string | number> {
  tabs: readonly Tab<K>[];
  active: K;
  onSelect: (key: K) => void;
  label: string;
}

/** A horizontally scrolling tab strip. Tabs replace the history entry (webview practice). */
export function TabBar<K extends string | number>({ tabs, active, onSelect, label }: Props<K>) {
  return (
    <div className={styles.bar} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`${styles.tab} ${tab.key === active ? styles.active : ''}`}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
