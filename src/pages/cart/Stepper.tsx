import { useEffect, useState } from 'react';
import styles from './Stepper.module.css';

export interface StepperProps {
  value: number;
  max: number;
  min?: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** What is counted, for the accessible names ('Quantity of Phone X'). */
  label: string;
}

/**
 * − [n] + with 44 px targets. Typing is committed on blur or Enter, clamped to [min, max]; the
 * buttons disable at the ends so a tap never asks for an impossible quantity.
 */
export function Stepper({ value, max, min = 1, onChange, disabled = false, label }: StepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    const next = Number.isFinite(typed) ? Math.max(min, Math.min(typed, Math.max(min, max))) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <fieldset className={styles.stepper} aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label="Decrease"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={label}
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="Increase"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
