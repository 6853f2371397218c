import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Cell.module.css';

export interface CellProps {
  title: ReactNode;
  /** Right-hand text (a value, a status). */
  value?: ReactNode;
  /** Smaller text under the title. */
  label?: ReactNode;
  /** Leading icon. */
  icon?: ReactNode;
  /** Shows the › arrow; implied by `to` and `onClick`. */
  isLink?: boolean;
  /** In-app address: the cell is a link. */
  to?: string;
  /** The cell is a button. */
  onClick?: () => void;
  /** Red star before the title (form rows). */
  required?: boolean;
  /** Centre the title and value vertically (rows with a label). */
  center?: boolean;
  'data-testid'?: string;
}

/**
 * One row of a list or form (Vant's Cell): title left, value right, optional label under the title and an
 * arrow when it leads somewhere. A cell that leads somewhere is one link or button, so it is one tap
 * target with one accessible name.
 */
export function Cell({
  title,
  value,
  label,
  icon,
  isLink,
  to,
  onClick,
  required,
  center,
  ...rest
}: CellProps) {
  const arrow = isLink || to !== undefined || onClick !== undefined;
  const className = [styles.cell, center ? styles.center : '', arrow ? styles.clickable : ''].join(' ');
  const body = (
    <>
      {icon !== undefined && <span className={styles.icon}>{icon}</span>}
      <span className={styles.title}>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        <span>{title}</span>
        {label !== undefined && <span className={styles.label}>{label}</span>}
      </span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {arrow && <span className={styles.arrow} aria-hidden="true" />}
    </>
  );
  if (to !== undefined)
    return (
      <Link to={to} className={className} data-testid={rest['data-testid']}>
        {body}
      </Link>
    );
  if (onClick !== undefined)
    return (
      <button type="button" className={className} onClick={onClick} data-testid={rest['data-testid']}>
        {body}
      </button>
    );
  return (
    <div className={className} data-testid={rest['data-testid']}>
      {body}
    </div>
  );
}
