import { useMessages } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** 'page' has a banner then item rows; 'list' has only item rows. */
  variant?: 'page' | 'list';
  rows?: number;
  label?: string;
}

function ItemRow() {
  return (
    <div className={styles.row}>
      <div className={`${styles.block} ${styles.thumb}`} />
      <div className={styles.lines}>
        <div className={`${styles.block} ${styles.line}`} />
        <div className={`${styles.block} ${styles.line} ${styles.short}`} />
        <div className={`${styles.block} ${styles.line} ${styles.short}`} />
      </div>
    </div>
  );
}

/**
 * Loading placeholder for a page (spec §2: shown on every path change). Shimmers unless the
 * visitor asked for reduced motion. One status element with a label; the blocks are decoration.
 */
export function Skeleton({ variant = 'page', rows = 4, label }: SkeletonProps) {
  const t = useMessages(uiCoreMessages);
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={label ?? t.loading}>
      {variant === 'page' && <div className={`${styles.block} ${styles.banner}`} aria-hidden="true" />}
      <div className={styles.card} aria-hidden="true">
        {Array.from({ length: Math.max(1, rows) }, (_, index) => (
          // Identical static rows: the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
          <ItemRow key={index} />
        ))}
      </div>
    </div>
  );
}
