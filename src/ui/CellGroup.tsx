import { type ReactNode, useId } from 'react';
import styles from './Cell.module.css';

export interface CellGroupProps {
  /** Grey heading above the group, also the group's accessible name. */
  title?: string;
  /** Rounded card with side margins instead of a full-width block. */
  inset?: boolean;
  children: ReactNode;
}

/** Cells stacked on a white block, separated by hairlines (Vant's CellGroup). */
export function CellGroup({ title, inset, children }: CellGroupProps) {
  const id = useId();
  return (
    <section className={styles.groupWrap} aria-labelledby={title !== undefined ? id : undefined}>
      {title !== undefined && (
        <h3 id={id} className={styles.groupTitle}>
          {title}
        </h3>
      )}
      <div className={inset ? `${styles.group} ${styles.inset}` : styles.group}>{children}</div>
    </section>
  );
}
