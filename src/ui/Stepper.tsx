import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { uiMessages } from './messages';
import styles from './Stepper.module.css';

/** Allows (true), refuses (false) or answers later (a promise, e.g. the server's confirmation). */
export type BeforeChange = (next: number) => boolean | Promise<boolean>;

export interface StepperProps {
  value: number;
  /** Called with a quantity the before-change hook allowed. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /**
   * Asked before every change (Vant's before-change): answer false to refuse it, or a promise to wait for
   * the server; the stepper ignores taps until it settles and keeps the old value when refused.
   */
  beforeChange?: BeforeChange;
  /** A tap or a typed number beyond min or max (tell the shopper why: stock, purchase limit). */
  onOverLimit?: (kind: 'minus' | 'plus', limit: number) => void;
  disabled?: boolean;
  /** Buttons only (quantities that must be stepped). */
  disableInput?: boolean;
  /** What is counted, for the accessible names ('华为 Mate 70 的数量'). */
  label: string;
}

/**
 * − [n] + with 44 px targets (Vant's Stepper). Typing is committed on blur or Enter and kept within
 * [min, max]. At a limit the button looks disabled but still answers a tap with onOverLimit, so the
 * shopper learns why the number does not grow.
 */
export function Stepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  beforeChange,
  onOverLimit,
  disabled = false,
  disableInput = false,
  label,
}: StepperProps) {
  const t = useMessages(uiMessages);
  const [draft, setDraft] = useState(String(value));
  const [pending, setPending] = useState(false);
  useEffect(() => setDraft(String(value)), [value]);
  const top = Math.max(min, max);

  const change = async (next: number) => {
    if (next === value || pending) {
      setDraft(String(value));
      return;
    }
    const answer = beforeChange ? beforeChange(next) : true;
    let allowed: boolean;
    if (typeof answer === 'boolean') allowed = answer;
    else {
      setPending(true);
      try {
        allowed = await answer;
      } catch {
        allowed = false;
      } finally {
        setPending(false);
      }
    }
    if (allowed) onChange(next);
    else setDraft(String(value));
  };

  const tap = (kind: 'minus' | 'plus') => {
    if (disabled || pending) return;
    if (kind === 'minus' && value <= min) return onOverLimit?.('minus', min);
    if (kind === 'plus' && value >= top) return onOverLimit?.('plus', top);
    const next = kind === 'minus' ? Math.max(min, value - step) : Math.min(top, value + step);
    void change(next);
  };

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) return setDraft(String(value));
    if (typed > top) onOverLimit?.('plus', top);
    if (typed < min) onOverLimit?.('minus', min);
    const next = Math.max(min, Math.min(typed, top));
    setDraft(String(next));
    void change(next);
  };

  return (
    <fieldset
      className={styles.stepper}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={disabled}
    >
      <button
        type="button"
        className={styles.button}
        aria-label={t.decrease}
        aria-disabled={value <= min || pending || undefined}
        onClick={() => tap('minus')}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={t.quantityOf(label)}
        value={draft}
        readOnly={disableInput || pending}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t.increase}
        aria-disabled={value >= top || pending || undefined}
        onClick={() => tap('plus')}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
