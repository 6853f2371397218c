import type { ReactNode } from 'react';
import styles from './Tag.module.css';

export type TagType = 'default' | 'primary' | 'success' | 'warning' | 'danger';

export interface TagProps {
  children: ReactNode;
  /** Colour by meaning; primary follows the shell's theme colour. */
  type?: TagType;
  /** Outlined instead of filled. */
  plain?: boolean;
  /** Pill shape. */
  round?: boolean;
  /** Flat on the left, round on the right (a label stuck to an image's corner). */
  mark?: boolean;
  size?: 'sm' | 'md';
}

/** A short label: order state, '自营', '包邮', '限时' (Vant's Tag). */
export function Tag({ children, type = 'default', plain, round, mark, size = 'sm' }: TagProps) {
  const className = [
    styles.tag,
    styles[type],
    plain ? styles.plain : '',
    round ? styles.round : '',
    mark ? styles.mark : '',
    size === 'md' ? styles.md : '',
  ].join(' ');
  return (
    <span className={className} data-tag={type}>
      {children}
    </span>
  );
}
