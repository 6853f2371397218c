import type { ReactNode } from 'react';
import styles from './Field.module.css';

export interface FormRowProps {
  label: ReactNode;
  /** The label's id, for a group that names itself by it (a radiogroup's aria-labelledby). */
  labelId?: string;
  /** The input the label names: the label is then a <label> for it. */
  htmlFor?: string;
  /** Red star before the label. */
  required?: boolean;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * One row of a shopper's form (Vant's Field layout): the label in a column of one fixed width, the field
 * after it up to the row's right end. Field is built on it, and rows that are not a text input (a
 * stepper, choice chips, an amount) use it too, so every label of a form starts and ends at the same x
 * and every field starts at the same x (labels misaligned).
 */
export function FormRow({ label, labelId, htmlFor, required, children, className, ...rest }: FormRowProps) {
  const mark = required && (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-testid={rest['data-testid']}>
      {htmlFor ? (
        <label className={styles.label} htmlFor={htmlFor} id={labelId} data-form-label="">
          {mark}
          {label}
        </label>
      ) : (
        <span className={styles.label} id={labelId} data-form-label="">
          {mark}
          {label}
        </span>
      )}
      <div className={styles.body} data-form-field="">
        {children}
      </div>
    </div>
  );
}
