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
  /** Sticky by default; off where an operator's nav bar already sticks to the top. */
  sticky?: boolean;
}

/** A horizontally scrolling tab strip. Tabs replace the history entry (webview practice). */
export function TabBar<K extends string | number>({
  tabs,
  active,
  onSelect,
  label,
  sticky = true,
}: Props<K>) {
  return (
    <div className={`${styles.bar} ${sticky ? styles.sticky : ''}`} role="tablist" aria-label={label}>
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
